import { __ } from '@wordpress/i18n';
import type { FieldKind } from './field-kinds';

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
