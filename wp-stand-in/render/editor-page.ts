import type {
	EditorPageData,
	EditorPageInput,
} from '../../shared/editor-page/types';
import {
	htmlSpecialChars,
	escapeUrl,
	jsonForScript,
} from '../../shared/server-render/html';
import { htmlLang, isRightToLeft } from '../../platform/content/locale';
import { styleInDirection } from '../../platform/render/block-assets';
import { scriptTranslations } from '../../platform/render/script-translations';

function stylesheet( url: string ): string {
	// No id: the block editor copies id'd stylesheets of the page into the canvas iframe.
	return `<link rel="stylesheet" href="${ htmlSpecialChars( url ) }" media="all" />`;
}

function adminBar( input: EditorPageInput ): string {
	const list =
		input.postType === 'page'
			? '/wp-admin/edit.php?post_type=page'
			: '/wp-admin/edit.php';
	const listLabel = input.postType === 'page' ? 'Pages' : 'Posts';
	return [
		'<div id="wpadminbar" role="navigation" aria-label="Toolbar">',
		`<a class="tessera-admin-bar__site" href="${ escapeUrl( input.siteUrl ) }">${ htmlSpecialChars(
			input.siteTitle
		) }</a>`,
		`<a href="${ htmlSpecialChars( list ) }">${ listLabel }</a>`,
		'</div>',
	].join( '' );
}

/**
 * The editor page, as WordPress's post.php without the admin menu: a slim admin bar, the
 * `#editor` root, the editor's styles and scripts from build/asset-manifest.json, and the data
 * the editor bundle reads (`window.Tessera_Editor_Initial_State`, `window.tesseraEditor`),
 * printed so that nothing in it (a post title, a site name) can close the script element.
 *
 * @param input What the server knows about the page.
 */
export function renderEditorPage( input: EditorPageInput ): string {
	const rightToLeft = isRightToLeft( input.locale );
	const inDirection = ( urls: string[] ) =>
		urls.map( ( url ) => styleInDirection( url, rightToLeft ) );
	const localeData = scriptTranslations( input.locale, 'build/editor.js' );
	const page: EditorPageData = {
		postId: input.postId,
		postType: input.postType,
		nonce: input.nonce,
		restRoot: input.restRoot,
		siteTitle: input.siteTitle,
		siteUrl: input.siteUrl,
		user: input.user,
		assetBase: input.assetBase,
		allowedMimeTypes: input.allowedMimeTypes,
		canvasStyles: inDirection( input.assets.canvasStyles ),
		...( localeData ? { localeData } : {} ),
		...( rightToLeft ? { rightToLeft } : {} ),
	};
	const title = `Edit ${ input.postType === 'page' ? 'Page' : 'Post' } ‹ ${ input.siteTitle }`;
	const bodyClass = [
		'wp-admin',
		'wp-core-ui',
		'js',
		'block-editor-page',
		'is-fullscreen-mode',
		`post-type-${ input.postType }`,
		'admin-color-modern',
		// The theme supports responsive embeds; the canvas copies this class, and video embeds
		// take their height from the aspect-ratio rules under it.
		'wp-embed-responsive',
		'tessera-editor-page',
		...( rightToLeft ? [ 'rtl' ] : [] ),
	].join( ' ' );

	return `<!DOCTYPE html>
<html lang="${ htmlSpecialChars( htmlLang( input.locale ) ) }"${ rightToLeft ? ' dir="rtl"' : '' }>
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${ htmlSpecialChars( title ) }</title>
${ inDirection( input.assets.styles ).map( stylesheet ).join( '\n' ) }
</head>
<body class="${ htmlSpecialChars( bodyClass ) }">
${ adminBar( input ) }
<div id="editor" class="block-editor__container"></div>
<script>
window.Tessera_Editor_Initial_State = ${ jsonForScript( input.initialState ) };
window.tesseraEditor = ${ jsonForScript( page ) };
</script>
${ input.assets.scripts
	.map( ( url ) => `<script src="${ htmlSpecialChars( url ) }"></script>` )
	.join( '\n' ) }
</body>
</html>
`;
}
