import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 };

function derive( password: string, salt: Buffer ): Promise< Buffer > {
	return new Promise( ( resolve, reject ) =>
		scrypt( password, salt, KEY_LENGTH, PARAMS, ( error, key ) =>
			error ? reject( error ) : resolve( key )
		)
	);
}

/** `$scrypt$<salt>$<key>`, both base64url. */
export async function hashPassword( password: string ): Promise< string > {
	const salt = randomBytes( 16 );
	const key = await derive( password, salt );
	return `$scrypt$${ salt.toString( 'base64url' ) }$${ key.toString( 'base64url' ) }`;
}

export async function verifyPassword(
	password: string,
	hash: string
): Promise< boolean > {
	const [ , scheme, salt, key ] = hash.split( '$' );
	if ( scheme !== 'scrypt' || ! salt || ! key ) {
		return false;
	}
	const expected = Buffer.from( key, 'base64url' );
	const actual = await derive( password, Buffer.from( salt, 'base64url' ) );
	return (
		expected.length === actual.length && timingSafeEqual( expected, actual )
	);
}

export function randomPassword(): string {
	return randomBytes( 18 ).toString( 'base64url' );
}
