/**
 * What `wp_set_script_translations` prints before a script: its locale data handed to
 * `wp.i18n`, from the JSON named after the script's path in the plugin.
 */
import { scriptTranslations } from './script-translations';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
export function scriptJson( value: unknown ): string {
	return JSON.stringify( value ).replace( /</g, '\\u003c' );
}

export function inlineScript( code: string ): string {
	return `<script>\n${ code }\n</script>`;
}

/**
 * The inline script giving `script`'s translations in `locale` to `wp.i18n` (which must be loaded
 * before it), or '' when the script has none in that locale.
 *
 * @param locale A WordPress locale, `fr_FR`.
 * @param script The script's path as the plugin ships it, `build/admin.js`.
 */
export function localeDataScript( locale: string, script: string ): string {
	const data = scriptTranslations( locale, script );
	return data
		? inlineScript(
				`wp.i18n.setLocaleData( ${ scriptJson( data ) }, "tessera" );`
			)
		: '';
}
