/**
 * A script's translations for the site's language, read from the same file WordPress reads for
 * `wp_set_script_translations`: languages/tessera-<locale>-<md5 of the script's path>.json.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { LocaleData } from '@wordpress/i18n';

const LANGUAGES_DIR = join( __dirname, '..', '..', 'languages' );

/**
 * The files read, by path: every visitor page asks for each of its view scripts, and the files
 * change only with a release (`npm run i18n`), as WordPress's do with a plugin update.
 */
const read = new Map< string, LocaleData | null >();

/**
 * The locale data of `script` in `locale`, or null when there is none (English, a language
 * Tessera is not translated into, a locale that is not a locale).
 *
 * @param locale A WordPress locale, `fr_FR`.
 * @param script The script's path as the plugin ships it, `build/editor.js`.
 * @param dir    The languages folder.
 */
export function scriptTranslations(
	locale: string,
	script: string,
	dir = LANGUAGES_DIR
): LocaleData | null {
	if ( ! /^[a-z]{2,3}(_[A-Z]{2})?$/.test( locale ) ) {
		return null;
	}
	const md5 = createHash( 'md5' ).update( script ).digest( 'hex' );
	const path = join( dir, `tessera-${ locale }-${ md5 }.json` );
	if ( ! read.has( path ) ) {
		read.set( path, localeDataIn( path ) );
	}
	return read.get( path )!;
}

function localeDataIn( path: string ): LocaleData | null {
	try {
		const file = JSON.parse( readFileSync( path, 'utf8' ) ) as {
			locale_data?: { messages?: LocaleData };
		};
		return file.locale_data?.messages ?? null;
	} catch {
		return null;
	}
}

/**
 * The locales Tessera is translated into (a `tessera-<locale>.po` in the languages folder), as
 * WordPress's get_available_languages() lists the installed ones.
 *
 * @param dir The languages folder.
 */
export function translatedLocales( dir = LANGUAGES_DIR ): string[] {
	return readdirSync( dir )
		.map(
			( file ) =>
				/^tessera-([a-z]{2,3}(?:_[A-Z]{2})?)\.po$/.exec( file )?.[ 1 ]
		)
		.filter( ( locale ): locale is string => !! locale )
		.sort();
}
