/**
 * Older forms kept their submit button in the form's own attributes; today it is an inner
 * `tessera/button` block with element `button`. Both deprecations move those attributes into one.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import metadata from '../block.json';
import { isSubmitButton } from '../consent';
import type { ContactFormAttributes } from '../types';

type LegacyAttributes = ContactFormAttributes & Record< string, unknown >;

const text = ( value: unknown ): string | undefined =>
	typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The current attributes only: everything block.json still declares. */
function currentAttributes(
	attributes: LegacyAttributes
): ContactFormAttributes {
	return Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ key ] ) => key === 'className' || key in metadata.attributes
		)
	) as ContactFormAttributes;
}

function buttonAttributes(
	attributes: LegacyAttributes
): Record< string, unknown > {
	const candidates: Record< string, unknown > = {
		element: 'button',
		text:
			text( attributes.submitButtonText ) ??
			text( attributes.submit_button_text ) ??
			__( 'Submit', 'tessera' ),
		textColor: text( attributes.textButtonColor ),
		customTextColor: text( attributes.customTextButtonColor ),
		backgroundColor: text( attributes.backgroundButtonColor ),
		customBackgroundColor: text( attributes.customBackgroundButtonColor ),
	};
	return Object.fromEntries(
		Object.entries( candidates ).filter(
			( [ , value ] ) => value !== undefined
		)
	);
}

/** The deprecations' migrate: the form's attributes without the button ones, and the button. */
export function migrateSubmitButton(
	attributes: LegacyAttributes,
	innerBlocks: Block[]
): [ ContactFormAttributes, Block[] ] {
	const hasButton = innerBlocks.some( isSubmitButton );
	return [
		currentAttributes( attributes ),
		hasButton
			? innerBlocks
			: [
					...innerBlocks,
					createBlock(
						'tessera/button',
						buttonAttributes( attributes )
					),
				],
	];
}

/** Whether the raw comment attributes hold any of `keys` (deprecations are tried only then). */
export function holdsAnyOf( keys: readonly string[] ) {
	return ( raw: Record< string, unknown > | undefined ): boolean =>
		!! raw && keys.some( ( key ) => raw[ key ] !== undefined );
}
