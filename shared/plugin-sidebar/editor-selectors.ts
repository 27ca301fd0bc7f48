/**
 * The `core/editor` selectors the Tessera panels read. They select the store by name (as the
 * guide asks, so tests need not load @wordpress/editor), which leaves the selectors untyped.
 */
export interface EditorPostSelectors {
	getEditedPostAttribute: ( attribute: string ) => unknown;
	getCurrentPostAttribute: ( attribute: string ) => unknown;
}
