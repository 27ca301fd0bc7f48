import type { BlockJson } from '../../shared/loader/types';

type Supports = Record< string, unknown >;

const STRING = { type: 'string' };
const OBJECT = { type: 'object' };

function feature( supports: Supports, ...names: string[] ): Supports | null {
	for ( const name of names ) {
		const value = supports[ name ];
		if ( value === true ) {
			return {};
		}
		if ( value && typeof value === 'object' ) {
			return value as Supports;
		}
	}
	return null;
}

/**
 * The attributes WordPress registers on the server for the supports a block declares (colour
 * presets, font size, alignment, the `style` object...), so that a block's render and the REST
 * API accept what the editor's support panels write.
 */
export function withSupportAttributes( metadata: BlockJson ): BlockJson {
	const supports = ( metadata.supports ?? {} ) as Supports;
	const attributes: Record< string, unknown > = {};
	const add = ( name: string, schema: Record< string, unknown > ) => {
		attributes[ name ] ??= schema;
	};
	if ( supports.align ) {
		add( 'align', {
			type: 'string',
			enum: [ 'left', 'center', 'right', 'wide', 'full', '' ],
		} );
	}
	if ( supports.anchor ) {
		add( 'anchor', STRING );
	}
	if ( supports.customClassName !== false ) {
		add( 'className', STRING );
	}
	const color = feature( supports, 'color' );
	if ( color ) {
		add( 'style', OBJECT );
		if ( color.text !== false ) {
			add( 'textColor', STRING );
		}
		if ( color.background !== false ) {
			add( 'backgroundColor', STRING );
		}
		if ( color.gradients ) {
			add( 'gradient', STRING );
		}
	}
	const typography = feature( supports, 'typography' );
	if ( typography ) {
		add( 'style', OBJECT );
		if ( typography.fontSize ) {
			add( 'fontSize', STRING );
		}
		if ( typography.__experimentalFontFamily || typography.fontFamily ) {
			add( 'fontFamily', STRING );
		}
	}
	const border = feature( supports, 'border', '__experimentalBorder' );
	if ( border ) {
		add( 'style', OBJECT );
		if ( border.color ) {
			add( 'borderColor', STRING );
		}
	}
	if (
		[ 'spacing', 'dimensions', 'shadow', 'background', 'filter' ].some(
			( name ) => feature( supports, name )
		)
	) {
		add( 'style', OBJECT );
	}
	if ( supports.layout ) {
		add( 'layout', OBJECT );
	}
	return {
		...metadata,
		attributes: { ...attributes, ...( metadata.attributes ?? {} ) },
	};
}
