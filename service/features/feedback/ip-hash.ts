/**
 * Visitors' addresses are never stored: a submission keeps a salted SHA-256 of the address, enough
 * to count submissions per address (rate limit, spam review) without being reversible by a table
 * of the 2^32 IPv4 addresses, since the salt is random per site and stays in the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';

const SALT_OPTION = 'tessera_feedback_ip_salt';
const salts = new WeakMap< Db, string >();

function siteSalt( db: Db ): string {
	let salt = salts.get( db ) ?? getOption< string >( db, SALT_OPTION, '' );
	if ( ! salt ) {
		salt = randomBytes( 32 ).toString( 'hex' );
		updateOption( db, SALT_OPTION, salt );
	}
	salts.set( db, salt );
	return salt;
}

export function hashIp( db: Db, ip: string ): string {
	return createHash( 'sha256' )
		.update( `${ siteSalt( db ) }|${ ip }` )
		.digest( 'hex' );
}
