import type { Action } from '@wordpress/dataviews';
import type { BulkAction, FeedbackItem } from './api';

type Status = FeedbackItem[ 'status' ];

const ACTIONS: {
	id: BulkAction;
	label: string;
	eligible: ( item: FeedbackItem ) => boolean;
	isPrimary?: boolean;
}[] = [
	{
		id: 'mark_as_spam',
		label: 'Mark as spam',
		eligible: ( item ) => item.status === 'publish',
		isPrimary: true,
	},
	{
		id: 'mark_as_not_spam',
		label: 'Not spam',
		eligible: ( item ) => item.status === 'spam',
		isPrimary: true,
	},
	{
		id: 'untrash',
		label: 'Restore',
		eligible: ( item ) => item.status === 'trash',
		isPrimary: true,
	},
	{
		id: 'mark_as_read',
		label: 'Mark as read',
		eligible: ( item ) => item.is_unread && item.status !== 'trash',
	},
	{
		id: 'mark_as_unread',
		label: 'Mark as unread',
		eligible: ( item ) => ! item.is_unread && item.status !== 'trash',
	},
	{
		id: 'trash',
		label: 'Move to trash',
		eligible: ( item ) => ( item.status as Status ) !== 'trash',
		isPrimary: true,
	},
	{
		id: 'delete',
		label: 'Delete permanently',
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
	return ACTIONS.map( ( action ) => ( {
		id: action.id,
		label: action.label,
		isPrimary: action.isPrimary,
		supportsBulk: true,
		isEligible: action.eligible,
		callback: ( items: FeedbackItem[] ) => run( action.id, items ),
	} ) );
}
