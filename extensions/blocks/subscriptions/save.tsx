import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import metadata from './block.json';
import { shortcodeFor } from './shortcode';

export const ATTRIBUTE_ORDER = Object.keys( metadata.attributes );

// A migrated block's attributes come without the defaults, and one the author cleared (a font
// size reset) is there but undefined; the shortcode carries the default for both, as the block
// comment leaves them out, so the post reads the same after it is saved and parsed again.
const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes )
		.filter( ( [ , declaration ] ) => 'default' in declaration )
		.map( ( [ name, declaration ] ) => [
			name,
			( declaration as { default: unknown } ).default,
		] )
);

/**
 * A save that writes the form as its shortcode: the options named in `order`, over `defaults`.
 * The earlier versions' saves are the same with their own attributes.
 *
 * @param order    The attributes the shortcode carries, in that order.
 * @param defaults Values for the attributes a block does not hold.
 */
export function shortcodeSave(
	order: readonly string[],
	defaults: Record< string, unknown > = {}
) {
	return ( { attributes }: BlockSaveProps< Record< string, unknown > > ) => (
		<div { ...useBlockProps.save() }>
			<RawHTML>{ shortcodeFor( attributes, order, defaults ) }</RawHTML>
		</div>
	);
}

export default shortcodeSave( ATTRIBUTE_ORDER, DEFAULTS );
