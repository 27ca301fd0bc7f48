import type { Db } from '../store/db';
import { firstAdministrator, getUserById, type UserRow } from '../store/users';
import type { AuthUser } from './types';

function toAuthUser( row: UserRow ): AuthUser {
	return {
		id: row.ID,
		login: row.user_login,
		name: row.display_name,
		email: row.user_email,
		role: row.role,
	};
}

export function loadAuthUser( db: Db, id: number ): AuthUser | null {
	const row = getUserById( db, id );
	return row ? toAuthUser( row ) : null;
}

export function autologinUser( db: Db ): AuthUser | null {
	const row = firstAdministrator( db );
	return row ? toAuthUser( row ) : null;
}

export function isLoopback( ip: string ): boolean {
	return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
