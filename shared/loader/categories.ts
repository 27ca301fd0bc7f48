import { getCategories, setCategories } from '@wordpress/blocks';
import type { BlockTypeIcon } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import {
	chartBar,
	currencyDollar,
	layout,
	media,
	globe,
} from '@wordpress/icons';

interface Category {
	slug: string;
	title: string;
	icon: BlockTypeIcon;
}

/** The categories Tessera blocks use: grow, earn, embed, media and layout. */
export function getTesseraCategories(): Category[] {
	return [
		{ slug: 'grow', title: __( 'Grow', 'tessera' ), icon: chartBar },
		{ slug: 'earn', title: __( 'Earn', 'tessera' ), icon: currencyDollar },
		{ slug: 'embed', title: __( 'Embeds', 'tessera' ), icon: globe },
		{ slug: 'media', title: __( 'Media', 'tessera' ), icon: media },
		{ slug: 'layout', title: __( 'Layout', 'tessera' ), icon: layout },
	];
}

/**
 * Adds the categories the block store does not have yet, after the existing ones. Core already
 * has `media` and `embed`; those stay as core defines them.
 */
export function registerTesseraCategories(): void {
	const existing = getCategories();
	const known = new Set( existing.map( ( category ) => category.slug ) );
	const missing = getTesseraCategories().filter(
		( category ) => ! known.has( category.slug )
	);
	if ( missing.length ) {
		setCategories( [ ...existing, ...missing ] );
	}
}
