/**
 * The first version had no inner button: its text, colours, gradient and radius were the block's
 * own attributes and nothing was saved (the server drew the whole form). Migration moves them
 * into the fixed inner button.
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { BUTTON_BLOCK, innerButtonAttributes } from '../inner-button';

type Attributes = Record< string, unknown >;

const BUTTON_ATTRIBUTES = {
	text: 'text',
	textButtonColor: 'textColor',
	customTextButtonColor: 'customTextColor',
	backgroundButtonColor: 'backgroundColor',
	customBackgroundButtonColor: 'customBackgroundColor',
	gradient: 'gradient',
	customGradient: 'customGradient',
	borderRadius: 'borderRadius',
} as const;

/** The inner button's attributes from the first version's. */
export function migrateButton( old: Attributes ): Attributes {
	const moved = Object.entries( BUTTON_ATTRIBUTES ).flatMap(
		( [ from, to ] ) =>
			old[ from ] === undefined || old[ from ] === ''
				? []
				: [ [ to, old[ from ] ] ]
	);
	return innerButtonAttributes( Object.fromEntries( moved ) );
}

const v1: BlockDeprecation< Attributes > = {
	attributes: {
		...metadata.attributes,
		text: { type: 'string' },
		textButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		gradient: { type: 'string' },
		customGradient: { type: 'string' },
		borderRadius: { type: 'number' },
	} as BlockDeprecation< Attributes >[ 'attributes' ],
	supports: { html: false },
	save: () => null,
	migrate: ( attributes ) => {
		const rest = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ name ] ) => ! ( name in BUTTON_ATTRIBUTES )
			)
		);
		return [
			rest,
			[ createBlock( BUTTON_BLOCK, migrateButton( attributes ) ) ],
		];
	},
};

export default v1;
