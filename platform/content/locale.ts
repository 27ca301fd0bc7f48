/**
 * What a page's <html> element says about the site's language, as WordPress's
 * language_attributes() prints it.
 */

/**
 * The languages of WordPress's translations that are written right to left (the part of a
 * locale before `_`: `he_IL` is Hebrew).
 */
const RIGHT_TO_LEFT = new Set( [
	'ar',
	'ary',
	'arq',
	'azb',
	'ckb',
	'dv',
	'fa',
	'haz',
	'he',
	'ps',
	'sd',
	'skr',
	'snd',
	'ug',
	'ur',
	'yi',
] );

/** A WordPress locale as an HTML `lang` value (`en_US` → `en-US`); `en` for anything else. */
export function htmlLang( locale: string ): string {
	const lang = locale.replace( /_/g, '-' );
	return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test( lang ) ? lang : 'en';
}

/** Whether text in the locale's language runs right to left. */
export function isRightToLeft( locale: string ): boolean {
	return RIGHT_TO_LEFT.has( locale.split( '_' )[ 0 ] );
}

/** The <html> element's attributes: `lang="he-IL" dir="rtl"`, the direction only when it is rtl. */
export function languageAttributes( locale: string ): string {
	const lang = `lang="${ htmlLang( locale ) }"`;
	return isRightToLeft( locale ) ? `${ lang } dir="rtl"` : lang;
}
