/**
 * The deprecation of a block that used to save its markup and is now rendered by the server:
 * whatever the earlier version saved is taken as it is (read back whole and written back whole,
 * so it always validates), and the migration drops it. The block's attributes live in its comment
 * delimiter in both versions, so nothing else moves; the server draws the block from them either
 * way, also for a post not yet opened again.
 */
import { createElement, RawHTML } from '@wordpress/element';
import type { BlockDeprecation } from '@wordpress/blocks';

type Attributes = Record< string, unknown >;

/** Where the earlier markup is held while the block is migrated. */
const SAVED_MARKUP = 'tesseraSavedMarkup';

/**
 * @param attributes The block's attributes (block.json's), which the saved version had too.
 */
export function staticMarkupDeprecation(
	attributes: Record< string, unknown >
): BlockDeprecation< Attributes > {
	return {
		// A deprecation without its own apiVersion is read as version 1, whose saved root gets the
		// block's class and alignment added by the editor's hooks: the markup would come back
		// wrapped in a new <div> and never match. Every block here is version 3.
		apiVersion: 3,
		attributes: {
			...attributes,
			[ SAVED_MARKUP ]: { type: 'string', source: 'html' },
		},
		save: ( { attributes: saved } ) =>
			createElement(
				RawHTML,
				null,
				String( saved[ SAVED_MARKUP ] ?? '' )
			),
		migrate: ( { [ SAVED_MARKUP ]: _markup, ...kept } ) => kept,
	};
}
