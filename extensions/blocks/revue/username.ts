/**
 * The newsletter account a form subscribes to. What the author types is trimmed; a pasted
 * profile address (`https://www.getrevue.co/profile/<name>`) gives its name; a name is letters,
 * digits and underscores, as the service allows.
 */
export const REVUE_ORIGIN = 'https://www.getrevue.co';

const NAME = /^[A-Za-z0-9_]{1,64}$/;
const PROFILE =
	/^(?:https?:\/\/)?(?:www\.)?getrevue\.co\/profile\/([A-Za-z0-9_]{1,64})\/?(?:[?#].*)?$/;

/** The account name in what was typed, or null when it names none. */
export function revueUsername( typed: unknown ): string | null {
	if ( typeof typed !== 'string' ) {
		return null;
	}
	const text = typed.trim().replace( /^@/, '' );
	if ( NAME.test( text ) ) {
		return text;
	}
	return PROFILE.exec( text )?.[ 1 ] ?? null;
}

/** Whether 'Add Form' may be pressed: something other than spaces was typed. */
export function canAddForm( typed: string ): boolean {
	return typed.trim() !== '';
}

/** Where the form posts: the account's add-subscriber address. */
export function subscribeAddress( username: string ): string {
	return `${ REVUE_ORIGIN }/profile/${ encodeURIComponent( username ) }/add_subscriber`;
}
