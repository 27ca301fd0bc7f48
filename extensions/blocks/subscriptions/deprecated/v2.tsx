/**
 * The second version: the styling attributes existed, but font sizes were bare numbers of pixels
 * and the older wording was the default ('Enter your email address', 'Sign Up'). Migration
 * writes the size as a px length and keeps the older wording, so the form reads as before.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { fontSizeValue } from '../font-size';
import { shortcodeSave } from '../save';

type Attributes = Record< string, unknown >;

const attributes = {
	...metadata.attributes,
	subscribePlaceholder: {
		type: 'string',
		default: 'Enter your email address',
	},
	submitButtonText: { type: 'string', default: 'Sign Up' },
	fontSize: { type: 'number' },
	customFontSize: { type: 'number' },
};

const ORDER = Object.keys( attributes );

const v2: BlockDeprecation< Attributes > = {
	attributes: attributes as BlockDeprecation< Attributes >[ 'attributes' ],
	supports: metadata.supports as BlockDeprecation< Attributes >[ 'supports' ],
	isEligible: ( old ) =>
		typeof old.fontSize === 'number' ||
		typeof old.customFontSize === 'number',
	save: shortcodeSave( ORDER ),
	migrate: ( { fontSize, customFontSize, ...rest } ) => {
		const size = customFontSize ?? fontSize;
		return {
			...rest,
			...( size === undefined
				? {}
				: { customFontSize: fontSizeValue( size ) } ),
		};
	},
};

export default v2;
