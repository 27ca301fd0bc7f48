/**
 * The `core/editor` selectors Tessera reads. The store is selected by name, so that code needing
 * a few selectors (and its tests) does not load the whole @wordpress/editor package for the store
 * object; by name, the selectors come untyped, hence this interface.
 */
export interface EditorPostSelectors {
	getCurrentPostId: () => number;
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( attribute: string ) => unknown;
	getCurrentPostAttribute: ( attribute: string ) => unknown;
	getEditedPostContent: () => string;
	getPermalink: () => string | null;
	isEditedPostDirty: () => boolean;
	didPostSaveRequestFail: () => boolean;
}
