/**
 * What the editor page prints for the editor bundle as `window.tesseraEditor` (besides
 * `window.Tessera_Editor_Initial_State`). Written by mock-api/render/editor-page.ts.
 */
export interface EditorPageData {
	postId: number;
	postType: 'post' | 'page';
	/** Nonce for `X-WP-Nonce`. */
	nonce: string;
	/** Absolute path of the REST root, `/wp-json/`. */
	restRoot: string;
	siteTitle: string;
	siteUrl: string;
	user: { id: number; name: string; capabilities: Record< string, boolean > };
	/** URL of the build directory, `/build/`: where webpack loads chunks from. */
	assetBase: string;
	allowedMimeTypes: Record< string, string >;
	/** Stylesheets of the block canvas iframe (asset-manifest.json's `editor.canvasStyles`). */
	canvasStyles: string[];
	/** api-fetch preloaded responses, keyed by path, when the server gives any. */
	preload?: Record< string, unknown >;
	/** The user's `persisted_preferences` meta, when the server prints it (saves a request). */
	preferences?: Record< string, unknown >;
}

declare global {
	interface Window {
		tesseraEditor?: EditorPageData;
	}
}

export function getPageData(): EditorPageData {
	const data = window.tesseraEditor;
	if ( ! data ) {
		throw new Error(
			'The editor page did not print window.tesseraEditor.'
		);
	}
	return data;
}
