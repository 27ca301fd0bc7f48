import type { Action } from '@wordpress/dataviews';
import { __ } from '@wordpress/i18n';
import type { BulkAction, FeedbackItem } from './api';

type Status = FeedbackItem[ 'status' ];

/** The actions, their labels translated when the screen asks for them (not once at load). */
const actions = (): {
	id: BulkAction;
	label: string;
	eligible: ( item: FeedbackItem ) => boolean;
	isPrimary?: boolean;
}[] => [
	{
		id: 'mark_as_spam',
		label: __( 'Mark as spam', 'tessera' ),
		eligible: ( item ) => item.status === 'publish',
		isPrimary: true,
	},
	{
		id: 'mark_as_not_spam',
		label: __( 'Not spam', 'tessera' ),
		eligible: ( item ) => item.status === 'spam',
		isPrimary: true,
	},
	{
		id: 'untrash',
		label: __( 'Restore', 'tessera' ),
		eligible: ( item ) => item.status === 'trash',
		isPrimary: true,
	},
	{
		id: 'mark_as_read',
		label: __( 'Mark as read', 'tessera' ),
		eligible: ( item ) => item.is_unread && item.status !== 'trash',
	},
	{
		id: 'mark_as_unread',
		label: __( 'Mark as unread', 'tessera' ),
		eligible: ( item ) => ! item.is_unread && item.status !== 'trash',
	},
	{
		id: 'trash',
		label: __( 'Move to trash', 'tessera' ),
		eligible: ( item ) => ( item.status as Status ) !== 'trash',
		isPrimary: true,
	},
	{
		id: 'delete',
		label: __( 'Delete permanently', 'tessera' ),
		eligible: ( item ) => item.status === 'trash',
	},
];

/**
 * The row and bulk actions. Each runs the bulk endpoint on the chosen rows and then `done`, which
 * reloads the page of rows and the counts.
 *
 * @param run What an action does with the chosen submissions.
 */
export function feedbackActions(
	run: ( action: BulkAction, items: FeedbackItem[] ) => void
): Action< FeedbackItem >[] {
	return actions().map( ( action ) => ( {
		id: action.id,
		label: action.label,
		isPrimary: action.isPrimary,
		supportsBulk: true,
		isEligible: action.eligible,
		callback: ( items: FeedbackItem[] ) => run( action.id, items ),
	} ) );
}
