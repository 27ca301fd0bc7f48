/**
 * The consent offer: a form that asks for an e-mail address but not for permission to use it gets
 * an offer to add a consent field, placed before the submit button.
 */
import { SUBMIT_BUTTON_BLOCK } from './allowed-blocks';

const EMAIL_FIELD = 'tessera/field-email';
export const CONSENT_FIELD = 'tessera/field-consent';

export interface ChildBlock {
	name: string;
	attributes?: Record< string, unknown >;
}

export function needsConsentOffer( children: readonly ChildBlock[] ): boolean {
	const names = children.map( ( child ) => child.name );
	return names.includes( EMAIL_FIELD ) && ! names.includes( CONSENT_FIELD );
}

export function isSubmitButton( block: ChildBlock ): boolean {
	return (
		block.name === SUBMIT_BUTTON_BLOCK &&
		block.attributes?.element === 'button'
	);
}

/** Where the consent field goes: before the first submit button, or at the end without one. */
export function consentInsertIndex( children: readonly ChildBlock[] ): number {
	const index = children.findIndex( isSubmitButton );
	return index === -1 ? children.length : index;
}
