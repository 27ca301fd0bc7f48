import { isWordPressLocale } from '../../platform/content/user-locale';
import type { Role } from '../../platform/store/users';

/** The user a signed request says it acts for, as the plugin writes it. */
export interface SignedUser {
	id: number;
	name: string;
	/** The capabilities the service checks that this user has on the WordPress site. */
	caps: string[];
	/** The user's own language on the site (get_user_locale()), when it has a locale's shape. */
	locale?: string;
}

/** The capabilities the plugin reports, each with the WordPress role it first comes with. */
export const CHECKED_CAPABILITIES: ReadonlyArray< [ string, Role ] > = [
	[ 'manage_options', 'administrator' ],
	[ 'edit_others_posts', 'editor' ],
	[ 'publish_posts', 'author' ],
	[ 'edit_posts', 'contributor' ],
	[ 'read', 'subscriber' ],
];

/**
 * The role whose capabilities the service applies: the highest one the reported capabilities
 * reach, so a user is never given more than WordPress gives them.
 */
export function roleFor( caps: readonly string[] ): Role | undefined {
	return CHECKED_CAPABILITIES.find( ( [ cap ] ) =>
		caps.includes( cap )
	)?.[ 1 ];
}

/** The signed `x-tessera-user` header read; undefined when it is not the expected shape. */
export function readSignedUser( header: string ): SignedUser | undefined {
	if ( ! header ) {
		return { id: 0, name: '', caps: [] };
	}
	try {
		const value = JSON.parse(
			Buffer.from( header, 'base64' ).toString( 'utf8' )
		);
		if (
			Number.isInteger( value?.id ) &&
			value.id >= 0 &&
			typeof value.name === 'string' &&
			Array.isArray( value.caps ) &&
			value.caps.every( ( cap: unknown ) => typeof cap === 'string' )
		) {
			// A locale of another shape is left out rather than refused: the user still acts,
			// in the site's language.
			return {
				id: value.id,
				name: value.name,
				caps: value.caps,
				...( isWordPressLocale( value.locale )
					? { locale: value.locale }
					: {} ),
			};
		}
	} catch {
		// Not base64 JSON: refused below.
	}
	return undefined;
}

/** What the site's data is told about the user (`x-tessera-acting-user`); '' for a visitor. */
export function actingUserHeader( user: SignedUser ): string {
	const role = user.id > 0 ? roleFor( user.caps ) : undefined;
	return role
		? Buffer.from(
				JSON.stringify( {
					id: user.id,
					name: user.name,
					role,
					locale: user.locale,
				} )
			).toString( 'base64' )
		: '';
}
