/**
 * The first version: the link style's button lived in the block's own attributes
 * (submitButtonText and the button colours) and the saved markup was a plain link to the
 * scheduling address. Migration moves the button into an inner button block.
 */
import { createBlock } from '@wordpress/blocks';
import type { BlockDeprecation } from '@wordpress/blocks';
import { BUTTON_BLOCK, innerButtonAttributes } from '../inner-button';
import { isValidSchedulingUrl } from '../parse';
import metadata from '../block.json';

type Attributes = Record< string, unknown >;

const DEPRECATED_BUTTON_ATTRIBUTES = [
	'submitButtonText',
	'submitButtonTextColor',
	'submitButtonBackgroundColor',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
] as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour that may be a preset slug or, as the first version sometimes kept, bare hex digits. */
function presetOrCustom( value: unknown ): { slug?: string; custom?: string } {
	if ( typeof value !== 'string' || value === '' ) {
		return {};
	}
	const hex = HEX.exec( value );
	return hex ? { custom: `#${ hex[ 1 ] }` } : { slug: value };
}

/** The inner button's attributes from the first version's. */
export function migrateButton( old: Attributes ): Attributes {
	const text = presetOrCustom(
		old.submitButtonTextColor ?? old.textButtonColor
	);
	const background = presetOrCustom(
		old.submitButtonBackgroundColor ?? old.backgroundButtonColor
	);
	const button: Attributes = {
		...innerButtonAttributes(),
		textColor: text.slug,
		customTextColor:
			( old.customTextButtonColor as string | undefined ) ?? text.custom,
		backgroundColor: background.slug,
		customBackgroundColor:
			( old.customBackgroundButtonColor as string | undefined ) ??
			background.custom,
		url: old.url,
	};
	if ( typeof old.submitButtonText === 'string' && old.submitButtonText ) {
		button.text = old.submitButtonText;
	}
	return Object.fromEntries(
		Object.entries( button ).filter(
			( [ , value ] ) => value !== undefined
		)
	);
}

const v1: BlockDeprecation< Attributes > = {
	apiVersion: 1,
	attributes: {
		...metadata.attributes,
		submitButtonText: { type: 'string' },
		submitButtonTextColor: { type: 'string' },
		submitButtonBackgroundColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	},
	supports: { align: true, alignWide: false, html: false },
	isEligible: ( attributes, innerBlocks ) =>
		attributes.style === 'link' &&
		( innerBlocks.length === 0 ||
			DEPRECATED_BUTTON_ATTRIBUTES.some(
				( name ) => !! attributes[ name ]
			) ),
	migrate: ( attributes ) => {
		const kept = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ name ] ) =>
					! (
						DEPRECATED_BUTTON_ATTRIBUTES as readonly string[]
					 ).includes( name )
			)
		);
		if ( ! isValidSchedulingUrl( kept.url ) ) {
			delete kept.url;
		}
		return [
			kept,
			[ createBlock( BUTTON_BLOCK, migrateButton( attributes ) ) ],
		];
	},
	save: ( { attributes } ) => (
		<a href={ attributes.url as string | undefined }>
			{ attributes.url as string | undefined }
		</a>
	),
};

export default v1;
