import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/store/db';
import {
	deleteExpiredSessions,
	deleteSession,
	deleteUserSessions,
	findSessionUserId,
	insertSession,
} from '../store/sessions';
import { purgeNowAndDaily } from '../../platform/store/daily-purge';

/** The sign-in cookie, named as WordPress names it (with a fixed site hash). */
export const AUTH_COOKIE = 'wordpress_logged_in_tessera';
const SESSION_LIFE_MS = 2 * 24 * 60 * 60 * 1000;
const REMEMBERED_LIFE_MS = 14 * 24 * 60 * 60 * 1000;

function hashToken( token: string ): string {
	return createHash( 'sha256' ).update( token ).digest( 'hex' );
}

/** Creates a session for the user and sets the cookie; returns the session token. */
export function startSession(
	db: Db,
	reply: FastifyReply,
	userId: number,
	remember: boolean
): string {
	const token = randomBytes( 32 ).toString( 'base64url' );
	const life = remember ? REMEMBERED_LIFE_MS : SESSION_LIFE_MS;
	insertSession( db, hashToken( token ), userId, Date.now() + life );
	reply.setCookie( AUTH_COOKIE, token, {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		...( remember ? { maxAge: life / 1000 } : {} ),
	} );
	return token;
}

export function sessionUserId( db: Db, token: string ): number | undefined {
	return findSessionUserId( db, hashToken( token ) );
}

export function endSession( db: Db, reply: FastifyReply, token: string ): void {
	deleteSession( db, hashToken( token ) );
	reply.clearCookie( AUTH_COOKIE, { path: '/' } );
}

/**
 * Ends every session of the user except `keepToken` (the session making the change, when the user
 * changes their own password), as WordPress does when a password changes.
 */
export function endOtherSessions(
	db: Db,
	userId: number,
	keepToken?: string
): void {
	deleteUserSessions( db, userId, keepToken ? hashToken( keepToken ) : '' );
}

/**
 * Deletes the expired sessions now and then once a day, so that the sessions table does not keep
 * every sign-in forever. The timer does not keep the process alive; the returned function stops it
 * (call it before the database closes).
 */
export function purgeExpiredSessions( db: Db ): () => void {
	return purgeNowAndDaily( () => deleteExpiredSessions( db ) );
}
