/**
 * The script elements at the end of a visitor page, as WordPress prints them: `wp-i18n` first
 * (it must be there before any translation is set), the direction of a right-to-left language,
 * each translating view script's locale data (what `wp_set_script_translations` prints before
 * the script), then the view scripts, deferred.
 */
import { htmlSpecialChars } from '../../shared/server-render/html';
import { isRightToLeft } from '../content/locale';
import type { PageAssets } from './block-assets';
import { scriptTranslations } from './script-translations';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
function scriptJson( value: unknown ): string {
	return JSON.stringify( value ).replace( /</g, '\\u003c' );
}

function inline( code: string ): string {
	return `<script>\n${ code }\n</script>`;
}

/**
 * @param assets The page's assets.
 * @param locale The site's WordPress locale (`fr_FR`).
 */
export function viewScriptTags( assets: PageAssets, locale: string ): string {
	const tags: string[] = [];
	if ( assets.i18n ) {
		tags.push(
			...assets.i18n.scripts.map(
				( url ) =>
					`<script src="${ htmlSpecialChars( url ) }"></script>`
			)
		);
		if ( isRightToLeft( locale ) ) {
			tags.push(
				inline(
					`wp.i18n.setLocaleData( ${ scriptJson( {
						'text direction\u0004ltr': [ 'rtl' ],
					} ) } );`
				)
			);
		}
		for ( const url of assets.i18n.translated ) {
			// The plugin ships the script at the same path: its translations are named after it.
			const data = scriptTranslations( locale, url.replace( /^\//, '' ) );
			if ( data ) {
				tags.push(
					inline(
						`wp.i18n.setLocaleData( ${ scriptJson( data ) }, "tessera" );`
					)
				);
			}
		}
	}
	tags.push(
		...assets.scripts.map(
			( url ) =>
				`<script src="${ htmlSpecialChars( url ) }" defer></script>`
		)
	);
	return tags.join( '\n' );
}
