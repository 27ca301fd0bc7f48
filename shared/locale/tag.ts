/** A WordPress locale (`fr_FR`, `ja`) as a BCP 47 tag (`fr-FR`); `en-US` when it is not one. */
export function localeTag( locale: unknown ): string {
	if ( typeof locale !== 'string' || ! locale ) {
		return 'en-US';
	}
	try {
		return Intl.getCanonicalLocales( locale.replace( /_/g, '-' ) )[ 0 ];
	} catch {
		return 'en-US';
	}
}

/** Whether the locale is an English one (`en_US`, `en_GB`, `en`), or none. */
export function isEnglish( locale: unknown ): boolean {
	return localeTag( locale ).split( '-' )[ 0 ] === 'en';
}
