/**
 * The editor page's contract between the server that writes it (wp-stand-in/render/editor-page.ts)
 * and the editor bundle that reads it (src/editor/page-data.ts).
 */
import type { LocaleData } from '@wordpress/i18n';

import type { EditorAssets } from '../asset-manifest/types';
import type { EditorInitialState } from '../availability/types';

/** What both sides know: the post being edited, the site, and who is editing. */
interface EditorPageBase {
	postId: number;
	postType: 'post' | 'page';
	/** Nonce for `X-WP-Nonce` (api-fetch's nonce middleware). */
	nonce: string;
	/** Absolute path of the REST root, `/wp-json/`. */
	restRoot: string;
	siteTitle: string;
	siteUrl: string;
	/** The signed-in user's capabilities relevant to the editor. */
	user: { id: number; name: string; capabilities: Record< string, boolean > };
	/** URL path of the build directory, `/build/`: where webpack loads chunks from. */
	assetBase: string;
	/** Allowed upload types: extension pattern => mime type. */
	allowedMimeTypes: Record< string, string >;
}

/** Everything the server needs to write the editor page. */
export interface EditorPageInput extends EditorPageBase {
	initialState: EditorInitialState;
	/** Site locale, `en_US`: the page's `<html lang>`. */
	locale: string;
	/** `editor` of build/asset-manifest.json (see shared/asset-manifest/types.ts). */
	assets: EditorAssets;
}

/**
 * What the editor page prints for the editor bundle as `window.tesseraEditor` (besides
 * `window.Tessera_Editor_Initial_State`).
 */
export interface EditorPageData extends EditorPageBase {
	/** Stylesheets of the block canvas iframe (asset-manifest.json's `editor.canvasStyles`). */
	canvasStyles: string[];
	/** api-fetch preloaded responses, keyed by path, when the server gives any. */
	preload?: Record< string, unknown >;
	/** The user's `persisted_preferences` meta, when the server prints it (saves a request). */
	preferences?: Record< string, unknown >;
	/** Tessera's strings in the site's language (Jed locale data), when it is translated. */
	localeData?: LocaleData;
	/** Whether the site's language runs right to left. */
	rightToLeft?: boolean;
}
