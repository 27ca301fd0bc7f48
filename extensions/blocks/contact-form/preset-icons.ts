import {
	calendar,
	commentContent,
	envelope,
	inbox,
	people,
	postList,
} from '@wordpress/icons';

/** The picture of each form preset in the variation picker. */
export const presetIcons = {
	contact: envelope,
	newsletter: inbox,
	rsvp: people,
	registration: postList,
	appointment: calendar,
	feedback: commentContent,
};
