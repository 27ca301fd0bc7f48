import { __, sprintf } from '@wordpress/i18n';

/** The messages a visitor meets when filling in or sending a form. */
export const messages = {
	required: () => __( 'This field is required.', 'tessera' ),
	email: () => __( 'Please enter a valid email address.', 'tessera' ),
	url: () =>
		__(
			'Please enter a valid web address, starting with http:// or https://.',
			'tessera'
		),
	telephone: () => __( 'Please enter a valid phone number.', 'tessera' ),
	date: () =>
		__( 'Please enter a valid date: year, month and day.', 'tessera' ),
	option: () => __( 'Please choose one of the options.', 'tessera' ),
	tooLong: ( max: number ) =>
		sprintf(
			/* translators: %d: the most characters a field accepts. */
			__( 'Please shorten this to at most %d characters.', 'tessera' ),
			max
		),
	invalidForm: ( count: number ) =>
		count === 1
			? __( 'Please correct the field marked below.', 'tessera' )
			: sprintf(
					/* translators: %d: how many fields have an error. */
					__(
						'Please correct the %d fields marked below.',
						'tessera'
					),
					count
				),
	spam: () =>
		__(
			'Your message was not sent because it looked like spam. If you filled in the hidden “Leave this field empty” field, clear it and send again.',
			'tessera'
		),
	rateLimited: () =>
		__(
			'You have sent too many messages in a short time. Please wait a minute and try again.',
			'tessera'
		),
	gone: () =>
		__(
			'This form is no longer available. Please reload the page and try again.',
			'tessera'
		),
	failed: () =>
		__(
			'Your message could not be sent. Please check your connection and try again.',
			'tessera'
		),
	tooLarge: () =>
		__(
			'Your message is too large to send. Please shorten it and try again.',
			'tessera'
		),
	sending: () => __( 'Sending…', 'tessera' ),
	sent: () => __( 'Message Sent', 'tessera' ),
	goBack: () => __( 'go back', 'tessera' ),
	requiredMark: () => __( '(required)', 'tessera' ),
	honeypotLabel: () => __( 'Leave this field empty', 'tessera' ),
	yes: () => __( 'Yes', 'tessera' ),
	no: () => __( 'No', 'tessera' ),
};
