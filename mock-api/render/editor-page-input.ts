import type { EditorAssets } from '../../shared/asset-manifest/types';
import type { EditorInitialState } from '../../shared/availability/types';

/** Everything the editor page needs from the server; rendered by editor-page.ts. */
export interface EditorPageInput {
	postId: number;
	postType: 'post' | 'page';
	/** Nonce for `X-WP-Nonce` (api-fetch's nonce middleware). */
	nonce: string;
	/** Absolute path of the REST root, `/wp-json/`. */
	restRoot: string;
	siteTitle: string;
	siteUrl: string;
	initialState: EditorInitialState;
	/** The signed-in user's capabilities relevant to the editor. */
	user: { id: number; name: string; capabilities: Record< string, boolean > };
	/** Absolute URL path of the build directory, `/build/`. */
	assetBase: string;
	/** Allowed upload types: extension pattern => mime type. */
	allowedMimeTypes: Record< string, string >;
	/** Site locale, `en_US`: the page's `<html lang>`. */
	locale: string;
	/** `editor` of build/asset-manifest.json (see shared/asset-manifest/types.ts). */
	assets: EditorAssets;
}
