import type { Field } from '@wordpress/dataviews';
import { listDate } from '../shared/list-date';
import { allows, editUrl, type ListedPost } from './api';
import { STATUS_LABELS } from './views';
import { untitled } from '../../../shared/locale/untitled';

export const titleOf = ( post: ListedPost ) =>
	post.title.raw.trim() || untitled();

/** Published and scheduled posts show their date, the others when they were last changed. */
function dateText( post: ListedPost, timeFormat: string ): string {
	if ( post.status === 'publish' ) {
		return `Published ${ listDate( post.date, timeFormat ) }`;
	}
	if ( post.status === 'future' ) {
		return `Scheduled ${ listDate( post.date, timeFormat ) }`;
	}
	return `Last Modified ${ listDate( post.modified, timeFormat ) }`;
}

/** The columns: title (to the editor when the user may edit), author, status and date. */
export function postFields( timeFormat: string ): Field< ListedPost >[] {
	return [
		{
			id: 'title',
			label: 'Title',
			enableHiding: false,
			enableSorting: false,
			getValue: ( { item } ) => titleOf( item ),
			render: ( { item } ) =>
				item.status !== 'trash' && allows( item, 'PUT' ) ? (
					<a
						className="tessera-posts__title"
						href={ editUrl( item ) }
					>
						{ titleOf( item ) }
					</a>
				) : (
					<span className="tessera-posts__title">
						{ titleOf( item ) }
					</span>
				),
		},
		{
			id: 'author',
			label: 'Author',
			enableSorting: false,
			getValue: ( { item } ) => item._embedded?.author?.[ 0 ]?.name ?? '',
		},
		{
			id: 'status',
			label: 'Status',
			enableSorting: false,
			getValue: ( { item } ) =>
				STATUS_LABELS[ item.status ] ?? item.status,
		},
		{
			id: 'date',
			label: 'Date',
			enableSorting: false,
			getValue: ( { item } ) => dateText( item, timeFormat ),
		},
	];
}
