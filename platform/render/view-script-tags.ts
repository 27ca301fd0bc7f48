/**
 * The script elements at the end of a visitor page, as WordPress prints them: `wp-i18n` first
 * (it must be there before any translation is set), the direction of a right-to-left language,
 * each translating view script's locale data (what `wp_set_script_translations` prints before
 * the script), then the view scripts, deferred.
 */
import { htmlSpecialChars } from '../../shared/server-render/html';
import { isRightToLeft } from '../content/locale';
import type { PageAssets } from './block-assets';
import {
	inlineScript,
	localeDataScript,
	scriptJson,
} from './script-locale-data';

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
				inlineScript(
					`wp.i18n.setLocaleData( ${ scriptJson( {
						'text direction\u0004ltr': [ 'rtl' ],
					} ) } );`
				)
			);
		}
		for ( const url of assets.i18n.translated ) {
			// The plugin ships the script at the same path: its translations are named after it.
			const data = localeDataScript( locale, url.replace( /^\//, '' ) );
			if ( data ) {
				tags.push( data );
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
