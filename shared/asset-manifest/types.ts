/**
 * build/asset-manifest.json, written by webpack (webpack/asset-manifest-plugin.js) and read by
 * the server. Every entry is a URL path under `/build/` (for example
 * `/build/blocks/rating-star/view.js`), in the order the page should load them.
 */
export interface EditorAssets {
	/** Scripts of the editor page. */
	scripts: string[];
	/** Stylesheets of the editor page (WordPress's package styles, then Tessera's). */
	styles: string[];
	/** Stylesheets of the block canvas iframe (core block styles, theme, Tessera blocks). */
	canvasStyles: string[];
}

/** What a visitor page adds when a block is on it. */
interface BlockAssets {
	viewScript: string[];
	style: string[];
	/** The view script calls `wp.i18n`: the page loads `wp-i18n` and its translations first. */
	viewScriptUsesI18n?: boolean;
}

export interface AssetManifest {
	/** Keyed by block slug (`rating-star`); only blocks whose block.json names assets. */
	blocks: Record< string, BlockAssets >;
	editor: EditorAssets;
	/** The visitor theme's stylesheet. */
	theme: { style: string[] };
	/** WordPress's `wp-i18n` script, which the view scripts that translate share. */
	i18n?: { scripts: string[] };
	/** wp-admin screens built as their own entries (the list screens: Feedback, Posts, Pages; Sharing). */
	admin?: Record< string, { scripts: string[]; styles: string[] } >;
}
