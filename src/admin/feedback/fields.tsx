import type { Field } from '@wordpress/dataviews';
import { __, sprintf } from '@wordpress/i18n';
import { inboxLink, type Counts, type FeedbackItem } from './api';
import { listDate } from '../shared/list-date';

const valueText = ( value: string | string[] ) =>
	Array.isArray( value ) ? value.join( ', ' ) : value;

function excerpt( item: FeedbackItem ): string {
	const text = item.fields
		.filter( ( field ) => valueText( field.value ) !== '' )
		.map( ( field ) =>
			sprintf(
				/* translators: 1: a form field's label, 2: what the visitor entered in it. */
				__( '%1$s: %2$s', 'tessera' ),
				field.label,
				valueText( field.value )
			)
		)
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
			label: __( 'From', 'tessera' ),
			enableHiding: false,
			enableSorting: false,
			getValue: ( { item } ) => item.author_name || `#${ item.id }`,
			render: ( { item } ) => (
				<span className="tessera-feedback__from">
					{ item.is_unread && (
						<span className="tessera-feedback__unread">
							{ __( 'Unread', 'tessera' ) }
						</span>
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
								aria-label={ sprintf(
									/* translators: %s: the name or e-mail address of who sent the form. */
									__( 'Reply to %s', 'tessera' ),
									item.author_name || item.author_email
								) }
							>
								{ __( 'Reply', 'tessera' ) }
							</a>
						</>
					) }
				</span>
			),
		},
		{
			id: 'message',
			label: __( 'Response', 'tessera' ),
			enableSorting: false,
			getValue: ( { item } ) => excerpt( item ),
		},
		{
			id: 'source',
			label: __( 'Source', 'tessera' ),
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
			label: __( 'Date', 'tessera' ),
			enableSorting: false,
			getValue: ( { item } ) => listDate( item.date, timeFormat ),
		},
		{
			id: 'status',
			label: __( 'Status', 'tessera' ),
			enableSorting: false,
			enableHiding: false,
			elements: [
				{
					value: 'publish',
					label: sprintf(
						/* translators: %d: how many responses the inbox holds. */
						__( 'Inbox (%d)', 'tessera' ),
						counts.publish
					),
				},
				{
					value: 'spam',
					label: sprintf(
						/* translators: %d: how many responses are marked as spam. */
						__( 'Spam (%d)', 'tessera' ),
						counts.spam
					),
				},
				{
					value: 'trash',
					label: sprintf(
						/* translators: %d: how many responses are in the trash. */
						__( 'Trash (%d)', 'tessera' ),
						counts.trash
					),
				},
			],
			filterBy: { operators: [ 'is' ] },
			getValue: ( { item } ) => item.status,
		},
	];
}
