import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import metadata from './block.json';
import { shortcodeFor } from './shortcode';
import type { SubscriptionsAttributes } from './types';

export const ATTRIBUTE_ORDER = Object.keys( metadata.attributes );

// A migrated block's attributes come without the defaults; the shortcode always carries them,
// so the post reads the same after the migration is saved and parsed again.
const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes )
		.filter( ( [ , declaration ] ) => 'default' in declaration )
		.map( ( [ name, declaration ] ) => [
			name,
			( declaration as { default: unknown } ).default,
		] )
);

export default function save( {
	attributes,
}: BlockSaveProps< SubscriptionsAttributes > ) {
	return (
		<div { ...useBlockProps.save() }>
			<RawHTML>
				{ shortcodeFor(
					{ ...DEFAULTS, ...attributes },
					ATTRIBUTE_ORDER
				) }
			</RawHTML>
		</div>
	);
}
