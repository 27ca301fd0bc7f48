import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { PIN_DO, pinKind } from './parse';
import type { PinterestAttributes } from './types';

/** The link the embed script turns into a pin, board or profile card. */
export default function save( {
	attributes,
}: BlockSaveProps< PinterestAttributes > ) {
	const kind = pinKind( attributes.url );
	if ( ! kind ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<a data-pin-do={ PIN_DO[ kind ] } href={ attributes.url }>
				{ attributes.url }
			</a>
		</div>
	);
}
