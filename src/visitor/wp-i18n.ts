/**
 * The `wp-i18n` script of visitor pages: WordPress's `wp.i18n`, which every view script that
 * translates uses (the visitor build makes `@wordpress/i18n` an external, as the plugin's build
 * does), so the locale data the page prints before a view script reaches the copy it calls.
 */
import * as i18n from '@wordpress/i18n';

window.wp = { ...window.wp, i18n };
