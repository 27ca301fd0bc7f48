/**
 * A user's own language (Profile → Language), kept as WordPress keeps it: the `locale` user
 * meta, empty for the site's default. It is the language of the screens the user works in (the
 * editor, wp-admin) and of the REST requests they make with `_locale=user`, never of visitor
 * pages.
 */
import type { Db } from '../store/db';
import { getSettings } from './settings';
import { getUserMeta, updateUserMeta } from '../store/usermeta';

const META_KEY = 'locale';

/**
 * A WordPress locale's shape: a language, an optional region, an optional variant (`fr`,
 * `fr_FR`, `pt_BR`, `de_DE_formal`, `pt_PT_ao90`). Anything else (a path, markup, a line break)
 * is not a locale, whoever sent it.
 */
const WORDPRESS_LOCALE = /^[a-z]{2,3}(?:_[A-Z]{2})?(?:_[a-z0-9]{1,12})?$/;

export function isWordPressLocale( value: unknown ): value is string {
	return typeof value === 'string' && WORDPRESS_LOCALE.test( value );
}

/** The user's own choice: a locale, or '' for the site's default. */
export function ownLocale( db: Db, userId: number ): string {
	const value = getUserMeta( db, userId, META_KEY );
	return typeof value === 'string' ? value : '';
}

export function setOwnLocale( db: Db, userId: number, locale: string ): void {
	updateUserMeta( db, userId, META_KEY, locale );
}

/** get_user_locale(): the user's own language, or the site's when they chose none. */
export function userLocale( db: Db, userId: number | undefined ): string {
	return ( userId && ownLocale( db, userId ) ) || getSettings( db ).language;
}

/**
 * The language a REST request answers in: the signed-in user's when it asks with `_locale=user`
 * (as the editor's apiFetch does on every request), the site's otherwise.
 */
export function restLocale(
	db: Db,
	userId: number | undefined,
	localeParam: unknown
): string {
	return localeParam === 'user'
		? userLocale( db, userId )
		: getSettings( db ).language;
}
