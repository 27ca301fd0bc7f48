/**
 * Tessera's strings in a render's language, as WordPress translates a PHP render callback's
 * `__()` with the loaded text domain. Render callbacks and the helpers they share with the
 * editor import `__` from `@wordpress/i18n`, whose one default instance the whole server shares;
 * switching its locale data per request would let one request's language leak into another as
 * soon as a render awaits anything. So the language of a render is carried by an
 * AsyncLocalStorage, and the default instance's `tessera` filters ask that render's own i18n
 * instance (one per locale, built once from the same JSON the editor script gets).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { addFilter } from '@wordpress/hooks';
import { createI18n, type I18n } from '@wordpress/i18n';

import { scriptTranslations } from './script-translations';

const DOMAIN = 'tessera';
/** The script whose JSON holds every string of the code (see plugin/i18n/scripts.ts). */
const EVERY_STRING_SCRIPT = 'build/editor.js';

/** The running render's locale and its strings (null when Tessera is not translated into it). */
const current = new AsyncLocalStorage< {
	locale: string;
	strings: I18n | null;
} >();
const byLocale = new Map< string, I18n | null >();

/**
 * The i18n instance of `locale`, null when Tessera has no translation in it (English among them).
 *
 * @param locale A WordPress locale, `fr_FR`.
 */
function localeStrings( locale: string ): I18n | null {
	if ( ! byLocale.has( locale ) ) {
		const data = scriptTranslations( locale, EVERY_STRING_SCRIPT );
		byLocale.set( locale, data ? createI18n( data, DOMAIN ) : null );
	}
	return byLocale.get( locale ) ?? null;
}

let installed = false;

/** The default instance's `tessera` filters, which answer from the current render's instance. */
function installFilters() {
	if ( installed ) {
		return;
	}
	installed = true;
	// These pass on strings the code already wrote as literals; they add none of their own.
	/* eslint-disable @wordpress/i18n-text-domain, @wordpress/i18n-no-variables */
	const namespace = 'tessera/render-locale';
	addFilter(
		`i18n.gettext_${ DOMAIN }`,
		namespace,
		( translation: string, text: string ) =>
			current.getStore()?.strings?.__( text, DOMAIN ) ?? translation
	);
	addFilter(
		`i18n.gettext_with_context_${ DOMAIN }`,
		namespace,
		( translation: string, text: string, context: string ) =>
			current.getStore()?.strings?._x( text, context, DOMAIN ) ??
			translation
	);
	addFilter(
		`i18n.ngettext_${ DOMAIN }`,
		namespace,
		( translation: string, single: string, plural: string, n: number ) =>
			current.getStore()?.strings?._n( single, plural, n, DOMAIN ) ??
			translation
	);
	addFilter(
		`i18n.ngettext_with_context_${ DOMAIN }`,
		namespace,
		(
			translation: string,
			single: string,
			plural: string,
			n: number,
			context: string
		) =>
			current
				.getStore()
				?.strings?._nx( single, plural, n, context, DOMAIN ) ??
			translation
	);
	/* eslint-enable @wordpress/i18n-text-domain, @wordpress/i18n-no-variables */
}

/**
 * Runs `render` with Tessera's `__()` calls answering in `locale`, however long it takes and
 * whatever else runs meanwhile.
 *
 * @param locale A WordPress locale, `fr_FR`.
 * @param render What to run in it.
 */
export function inLocale< T >( locale: string, render: () => T ): T {
	installFilters();
	return current.run( { locale, strings: localeStrings( locale ) }, render );
}

/**
 * The locale Tessera's `__()` answers in here: the running render's, when Tessera is translated
 * into it; `en_US` otherwise (English strings, whatever locale was asked for).
 */
export function currentLocale(): string {
	const store = current.getStore();
	return store?.strings ? store.locale : 'en_US';
}
