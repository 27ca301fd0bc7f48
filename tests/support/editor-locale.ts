/**
 * Tessera's editor strings in another language for a jsdom test, as WordPress hands the editor
 * script its JSON translations (`wp_set_script_translations`) for the user's locale.
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

import { scriptTranslations } from '../../platform/render/script-translations';

/**
 * @param locale A locale Tessera is translated into, `fr_FR`.
 * @return What puts the editor back in English.
 */
export function editorInLocale( locale: string ): () => void {
	const data = scriptTranslations( locale, 'build/editor.js' );
	if ( ! data ) {
		throw new Error( `Tessera has no ${ locale } translation.` );
	}
	setLocaleData( data, 'tessera' );
	return () => resetLocaleData( undefined, 'tessera' );
}
