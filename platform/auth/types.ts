import type { Role } from '../store/users';

export type { Role };

/** The signed-in user of a request (`request.user`), or null for an anonymous visitor. */
export interface AuthUser {
	id: number;
	login: string;
	name: string;
	email: string;
	role: Role;
}

declare module 'fastify' {
	interface FastifyRequest {
		user: AuthUser | null;
		/** True when the request carried a valid X-WP-Nonce (or _wpnonce) for its user. */
		nonceValid: boolean;
	}
}
