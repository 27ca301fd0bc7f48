import { setLocaleData } from '@wordpress/i18n';

import type { EditorPageData } from '../../shared/editor-page/types';

/**
 * The site's language in the editor, as WordPress sets it before the editor's scripts run:
 * Tessera's strings from the page's locale data (what `wp_set_script_translations` prints), and
 * for a right-to-left language the default domain's `text direction` (`rtl`), which the
 * components read through `isRTL()`. Before the blocks register: their titles are translated then.
 *
 * @param page The editor page's data.
 */
export function applySiteLanguage( page: EditorPageData ) {
	if ( page.localeData ) {
		setLocaleData( page.localeData, 'tessera' );
	}
	if ( page.rightToLeft ) {
		setLocaleData( { 'text direction\u0004ltr': [ 'rtl' ] } );
	}
}
