/**
 * The package @wordpress/edit-post ships no type declarations; this covers what the editor page uses.
 */
declare module '@wordpress/edit-post' {
	import type { Root } from 'react-dom/client';

	/**
	 * Renders WordPress's post editor into the element with the given id.
	 *
	 * @param id           Id of the element to render into.
	 * @param postType     Post type of the edited post.
	 * @param postId       Id of the edited post.
	 * @param settings     Block editor settings.
	 * @param initialEdits Edits to apply on load.
	 */
	export function initializeEditor(
		id: string,
		postType: string,
		postId: number,
		settings: Record< string, unknown >,
		initialEdits?: Record< string, unknown >
	): Root;

	export const store: import( '@wordpress/data' ).StoreDescriptor<
		import( '@wordpress/data' ).ReduxStoreConfig< unknown, object, object >
	>;
}
