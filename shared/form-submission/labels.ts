import { __ } from '@wordpress/i18n';
import type { FieldKind } from './field-kinds';

/**
 * Each field block's label as its block.json gives it by default: English, and never stored in a
 * post (Gutenberg leaves out an attribute at its default). Held to the block.json files by
 * shared/form-submission/test/labels.test.ts.
 */
export const DEFAULT_LABELS: Readonly< Record< FieldKind, string > > = {
	text: 'Text',
	name: 'Name',
	email: 'Email',
	url: 'Website',
	date: 'Date',
	telephone: 'Phone',
	textarea: 'Message',
	checkbox: '',
	consent: 'Consent',
	'checkbox-multiple': 'Choose several',
	radio: 'Choose one',
	select: 'Select one',
};

/**
 * The label a field goes by: the one its author wrote, or, left at its block.json default or
 * emptied, the field's name in the language of the page, e-mail or editor that shows it.
 *
 * @param kind  The field's kind.
 * @param label Its label attribute.
 */
export function shownLabel( kind: FieldKind, label: unknown ): string {
	const written = typeof label === 'string' ? label.trim() : '';
	return ! written || written === DEFAULT_LABELS[ kind ]
		? fallbackLabel( kind )
		: written;
}

/**
 * A label as the editor shows it for editing: translated while it is the block.json default, as
 * the author wrote it otherwise (empty stays empty, for the placeholder to show).
 *
 * @param kind  The field's kind.
 * @param label Its label attribute.
 */
export function editedLabel( kind: FieldKind, label: string ): string {
	return label && label === DEFAULT_LABELS[ kind ]
		? fallbackLabel( kind )
		: label;
}

/** The consent field's messages as its block.json gives them by default (English). */
export const DEFAULT_CONSENT_MESSAGES = {
	implicit:
		"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.",
	explicit: 'Can we send you an email from time to time?',
} as const;

/**
 * The consent message a visitor reads: the author's, or the default in the page's language.
 *
 * @param type    Whether submitting is the consent or a box must be ticked.
 * @param message The message attribute of that type.
 */
export function shownConsentMessage(
	type: 'implicit' | 'explicit',
	message: unknown
): string {
	const written = typeof message === 'string' ? message : '';
	if ( written !== DEFAULT_CONSENT_MESSAGES[ type ] ) {
		return written;
	}
	return type === 'explicit'
		? __( 'Can we send you an email from time to time?', 'tessera' )
		: __(
				"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.",
				'tessera'
			);
}

/**
 * The name a field goes by when its label was emptied (a checkbox has none by default): the
 * field block's title, so that the control is still named and the stored value still labelled.
 */
export function fallbackLabel( kind: FieldKind ): string {
	switch ( kind ) {
		case 'name':
			return __( 'Name', 'tessera' );
		case 'email':
			return __( 'Email', 'tessera' );
		case 'url':
			return __( 'Website', 'tessera' );
		case 'date':
			return __( 'Date', 'tessera' );
		case 'telephone':
			return __( 'Phone', 'tessera' );
		case 'textarea':
			return __( 'Message', 'tessera' );
		case 'checkbox':
			return __( 'Checkbox', 'tessera' );
		case 'consent':
			return __( 'Consent', 'tessera' );
		case 'checkbox-multiple':
			return __( 'Choose several', 'tessera' );
		case 'radio':
			return __( 'Choose one', 'tessera' );
		case 'select':
			return __( 'Select one', 'tessera' );
		default:
			return __( 'Text', 'tessera' );
	}
}
