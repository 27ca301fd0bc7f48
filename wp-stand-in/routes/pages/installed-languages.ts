/**
 * The languages a site offers in its Language selects, as WordPress lists the installed ones:
 * English (United States) and each language Tessera is translated into, each named in its own
 * language ("Français") and marked with it, so that a screen reader says it in that language.
 */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { localeTag } from '../../../shared/locale/tag';
import { translatedLocales } from '../../../platform/render/script-translations';

/** The installed locales with their names: `[ 'fr_FR', 'Français' ]`. */
export function installedLanguages(): Array< [ string, string ] > {
	return [ 'en_US', ...translatedLocales() ].map( ( locale ) => {
		const tag = localeTag( locale );
		const name = new Intl.DisplayNames( [ tag ], { type: 'language' } ).of(
			tag
		);
		return [
			locale,
			name
				? name[ 0 ].toLocaleUpperCase( tag ) + name.slice( 1 )
				: locale,
		];
	} );
}

/**
 * The `<option>`s of a Language select.
 *
 * @param choices  Value and label of each, the empty value for none ('Site Default').
 * @param selected The value chosen now.
 */
export function languageOptions(
	choices: Array< [ string, string ] >,
	selected: string
): string {
	return choices
		.map(
			( [ value, label ] ) =>
				`<option value="${ htmlSpecialChars( value ) }" lang="${ htmlSpecialChars( value ? localeTag( value ) : 'en' ) }"${ value === selected ? ' selected' : '' }>${ htmlSpecialChars( label ) }</option>`
		)
		.join( '' );
}
