import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

/** A row of `social_network_posts`: one post (a tweet, a status, a share) a network received. */
export interface SocialNetworkPostRow {
	id: number;
	service: string;
	external_user_id: string;
	/** The post this one answers (the previous tweet of a thread), or null. */
	in_reply_to_id: number | null;
	text: string;
	/** JSON list of `{ url, alt, type }`. */
	media: string;
	quote_url: string;
	link: string;
	/** `YYYY-MM-DD HH:MM:SS`, UTC. */
	created: string;
}

export type NewSocialNetworkPost = Omit< SocialNetworkPostRow, 'id' >;

/** @return The new post's id. */
export function insertSocialNetworkPost(
	db: Db,
	post: NewSocialNetworkPost
): number {
	return Number(
		stmt(
			db,
			`INSERT INTO social_network_posts ( service, external_user_id, in_reply_to_id, text, media,
				quote_url, link, created )
			VALUES ( @service, @external_user_id, @in_reply_to_id, @text, @media, @quote_url, @link,
				@created )`
		).run( post ).lastInsertRowid
	);
}

/** An account's posts, oldest first. */
export function listSocialNetworkPosts(
	db: Db,
	service: string,
	externalUserId: string
): SocialNetworkPostRow[] {
	return stmt(
		db,
		`SELECT * FROM social_network_posts
		WHERE service = ? AND external_user_id = ? ORDER BY id`
	).all( service, externalUserId ) as SocialNetworkPostRow[];
}

export function getSocialNetworkPost(
	db: Db,
	id: number
): SocialNetworkPostRow | undefined {
	return stmt( db, 'SELECT * FROM social_network_posts WHERE id = ?' ).get(
		id
	) as SocialNetworkPostRow | undefined;
}

export type RevocationReason = 'revoked' | 'suspended';

/** Marks every token now issued for an account as refused by the network. */
export function revokeSocialNetworkTokens(
	db: Db,
	service: string,
	externalUserId: string,
	reason: RevocationReason
): number {
	return stmt(
		db,
		`INSERT OR REPLACE INTO social_network_revocations ( service, external_user_id, id_token, reason )
		SELECT service, external_user_id, id_token, @reason FROM keyring_connections
		WHERE service = @service AND external_user_id = @externalUserId`
	).run( { service, externalUserId, reason } ).changes;
}

/** Why the network refuses a token, or undefined when it accepts it. */
export function tokenRevocation(
	db: Db,
	service: string,
	externalUserId: string,
	idToken: string
): RevocationReason | undefined {
	const row = stmt(
		db,
		`SELECT reason FROM social_network_revocations
		WHERE service = ? AND external_user_id = ? AND id_token = ?`
	).get( service, externalUserId, idToken ) as
		{ reason: RevocationReason } | undefined;
	return row?.reason;
}
