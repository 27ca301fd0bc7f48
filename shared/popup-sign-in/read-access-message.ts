import type { ExternalAccessGranted } from './types';

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Reads the data of a popup's message: a connection when it carries a keyring id that is a
 * positive whole number (sent as a number or a numeric string), null for anything else.
 *
 * @param data `MessageEvent.data`.
 */
export function readAccessMessage(
	data: unknown
): ExternalAccessGranted | null {
	if ( ! isPlainObject( data ) ) {
		return null;
	}
	const raw = data.keyring_id;
	const keyringId =
		typeof raw === 'number' ||
		( typeof raw === 'string' && /^\d+$/.test( raw.trim() ) )
			? Number( raw )
			: NaN;
	if ( ! Number.isSafeInteger( keyringId ) || keyringId <= 0 ) {
		return null;
	}
	return {
		keyring_id: keyringId,
		id_token: typeof data.id_token === 'string' ? data.id_token : undefined,
		user: isPlainObject( data.user ) ? data.user : undefined,
	};
}
