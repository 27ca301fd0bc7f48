import {
	getCategories,
	registerBlockCollection,
	setCategories,
} from '@wordpress/blocks';
import type { BlockTypeIcon } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import {
	chartBar,
	currencyDollar,
	layout,
	media,
	globe,
	postCommentsForm,
} from '@wordpress/icons';
import { tesseraIcon } from './collection-icon';

interface Category {
	slug: string;
	title: string;
	icon: BlockTypeIcon;
}

/**
 * The field blocks' own category. It comes first: fields can only go inside a form, so the
 * category is empty (and hidden) everywhere else, and at the top while a form is selected.
 */
export const FORM_FIELDS_CATEGORY: Category = {
	slug: 'form-fields',
	title: __( 'Form fields', 'tessera' ),
	icon: postCommentsForm,
};

/** The categories Tessera blocks use after core's: grow, earn, embed, media and layout. */
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
 * Adds the categories the block store does not have yet: 'Form fields' first, the others after
 * the existing ones. Core already has `media` and `embed`; those stay as core defines them. Also
 * gives every `tessera/*` block the 'Tessera' collection in the inserter (collections go by
 * namespace, so a new block joins it without being listed).
 */
export function registerTesseraCategories(): void {
	const existing = getCategories();
	const known = new Set( existing.map( ( category ) => category.slug ) );
	const missing = getTesseraCategories().filter(
		( category ) => ! known.has( category.slug )
	);
	const first = known.has( FORM_FIELDS_CATEGORY.slug )
		? []
		: [ FORM_FIELDS_CATEGORY ];
	if ( missing.length || first.length ) {
		setCategories( [ ...first, ...existing, ...missing ] );
	}
	registerBlockCollection( 'tessera', {
		title: __( 'Tessera', 'tessera' ),
		icon: tesseraIcon,
	} );
}
