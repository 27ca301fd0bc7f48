import type { Field } from '@wordpress/dataviews';
import { inboxLink, type Counts, type FeedbackItem } from './api';
import { listDate } from '../shared/list-date';

const valueText = ( value: string | string[] ) =>
	Array.isArray( value ) ? value.join( ', ' ) : value;

function excerpt( item: FeedbackItem ): string {
	const text = item.fields
		.filter( ( field ) => valueText( field.value ) !== '' )
		.map( ( field ) => `${ field.label }: ${ valueText( field.value ) }` )
		.join( ' · ' );
	return text.length > 160 ? `${ text.slice( 0, 159 ) }…` : text;
}

function replyLink( item: FeedbackItem ): string {
	const subject = `Re: ${ item.post_title }`;
	return `mailto:${ encodeURIComponent( item.author_email ).replace(
		/%40/g,
		'@'
	) }?subject=${ encodeURIComponent( subject ) }`;
}

/** The columns: who wrote, what, on which post, when, and the status the filter picks. */
export function feedbackFields(
	counts: Counts,
	timeFormat: string,
	screenUrl: string
): Field< FeedbackItem >[] {
	return [
		{
			id: 'author',
			label: 'From',
			enableHiding: false,
			enableSorting: false,
			getValue: ( { item } ) => item.author_name || `#${ item.id }`,
			render: ( { item } ) => (
				<span className="tessera-feedback__from">
					{ item.is_unread && (
						<span className="tessera-feedback__unread">Unread</span>
					) }
					<strong>
						<a
							href={ inboxLink( screenUrl, {
								feedback: String( item.id ),
							} ) }
						>
							{ item.author_name || `#${ item.id }` }
						</a>
					</strong>
					{ item.author_email && (
						<>
							{ ' ' }
							<a
								href={ replyLink( item ) }
								aria-label={ `Reply to ${
									item.author_name || item.author_email
								}` }
							>
								Reply
							</a>
						</>
					) }
				</span>
			),
		},
		{
			id: 'message',
			label: 'Response',
			enableSorting: false,
			getValue: ( { item } ) => excerpt( item ),
		},
		{
			id: 'source',
			label: 'Source',
			enableSorting: false,
			getValue: ( { item } ) => item.form_name,
			render: ( { item } ) =>
				item.post_link ? (
					<a href={ item.post_link }>{ item.form_name }</a>
				) : (
					<span>{ item.form_name }</span>
				),
		},
		{
			id: 'date',
			label: 'Date',
			enableSorting: false,
			getValue: ( { item } ) => listDate( item.date, timeFormat ),
		},
		{
			id: 'status',
			label: 'Status',
			enableSorting: false,
			enableHiding: false,
			elements: [
				{ value: 'publish', label: `Inbox (${ counts.publish })` },
				{ value: 'spam', label: `Spam (${ counts.spam })` },
				{ value: 'trash', label: `Trash (${ counts.trash })` },
			],
			filterBy: { operators: [ 'is' ] },
			getValue: ( { item } ) => item.status,
		},
	];
}
