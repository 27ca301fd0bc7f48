import { tweetWeight } from '../../../shared/tweetstorm/weight';
import type { TweetMedia } from '../../../shared/tweetstorm/types';
import { mysqlGmt } from '../../../platform/content/dates';
import type { Db } from '../../../platform/store/db';
import {
	getSocialNetworkPost,
	insertSocialNetworkPost,
	listSocialNetworkPosts,
	tokenRevocation,
	type SocialNetworkPostRow,
} from '../../store/social-networks';
import { SOCIAL_NETWORKS, type SocialNetwork } from './networks';

/** Who posts: the account a keyring connection holds, with its token. */
export interface NetworkAccount {
	service: SocialNetwork;
	externalId: string;
	idToken: string;
}

export interface NetworkPostInput {
	text: string;
	media?: TweetMedia[];
	/** A post this one quotes (an embedded tweet). */
	quoteUrl?: string;
	/** The address a link post points at (Facebook, LinkedIn and Tumblr show it as a card). */
	link?: string;
	/** The network's id of the post this one answers (the thread's previous tweet). */
	inReplyTo?: number;
}

/** A network's refusal, with the status and error the network answers. */
export class NetworkError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string
	) {
		super( message );
	}
}

/** What each network says when it refuses a token: revoked by the user, or a suspended account. */
const REFUSALS: Record<
	SocialNetwork,
	Record< 'revoked' | 'suspended', [ number, string, string ] >
> = {
	twitter: {
		revoked: [ 401, '89', 'Invalid or expired token.' ],
		suspended: [
			403,
			'64',
			'Your account is suspended and is not permitted to access this feature.',
		],
	},
	facebook: {
		revoked: [
			400,
			'190',
			'Error validating access token: The user has not authorized application.',
		],
		suspended: [
			403,
			'368',
			'The action attempted has been deemed abusive or is otherwise disallowed.',
		],
	},
	linkedin: {
		revoked: [
			401,
			'REVOKED_ACCESS_TOKEN',
			'The token used in the request has been revoked by the user.',
		],
		suspended: [ 403, 'ACCESS_DENIED', 'Member is restricted.' ],
	},
	tumblr: {
		revoked: [ 401, '401', 'Unauthorized' ],
		suspended: [ 403, '4012', 'This blog has been suspended.' ],
	},
};

/**
 * The network's check of a token (Twitter's verify_credentials, Facebook's debug_token ...):
 * throws the network's refusal when the user revoked the app or the account is suspended.
 */
export function verifyCredentials( db: Db, account: NetworkAccount ): void {
	const reason = tokenRevocation(
		db,
		account.service,
		account.externalId,
		account.idToken
	);
	if ( reason ) {
		const [ status, code, message ] = REFUSALS[ account.service ][ reason ];
		throw new NetworkError( status, code, message );
	}
}

/**
 * Posts on the account's behalf, as the network's create-post call does: checks the token, the
 * length (Twitter counting addresses as 23), the media count and the post answered (it must be
 * the same account's); stores the post and returns its id.
 */
export function createNetworkPost(
	db: Db,
	account: NetworkAccount,
	input: NetworkPostInput,
	now: Date = new Date()
): number {
	verifyCredentials( db, account );
	const rules = SOCIAL_NETWORKS[ account.service ];
	const media = input.media ?? [];
	const length =
		account.service === 'twitter'
			? tweetWeight( input.text )
			: Array.from( input.text ).length;
	if ( ! input.text.trim() && ! media.length && ! input.quoteUrl ) {
		throw new NetworkError( 400, 'invalid_request', 'The post is empty.' );
	}
	if ( length > rules.maxLength ) {
		throw new NetworkError(
			400,
			'invalid_request',
			`The text is longer than ${ rules.maxLength } characters.`
		);
	}
	if ( media.length > rules.maxMedia ) {
		throw new NetworkError(
			400,
			'invalid_request',
			`A post holds at most ${ rules.maxMedia } media items.`
		);
	}
	if ( input.inReplyTo !== undefined ) {
		const parent = getSocialNetworkPost( db, input.inReplyTo );
		if (
			! parent ||
			parent.service !== account.service ||
			parent.external_user_id !== account.externalId
		) {
			throw new NetworkError(
				400,
				'invalid_request',
				'The post answered does not exist.'
			);
		}
	}
	return insertSocialNetworkPost( db, {
		service: account.service,
		external_user_id: account.externalId,
		in_reply_to_id: input.inReplyTo ?? null,
		text: input.text,
		media: JSON.stringify( media ),
		quote_url: input.quoteUrl ?? '',
		link: input.link ?? '',
		created: mysqlGmt( now ),
	} );
}

/** A stored post as the stand-in's read route answers it. */
export interface NetworkPost {
	id: string;
	text: string;
	created_at: string;
	in_reply_to_id: string | null;
	media: TweetMedia[];
	quote_url: string;
	link: string;
}

function preparePost( row: SocialNetworkPostRow ): NetworkPost {
	return {
		id: String( row.id ),
		text: row.text,
		created_at: `${ row.created.replace( ' ', 'T' ) }.000Z`,
		in_reply_to_id:
			row.in_reply_to_id === null ? null : String( row.in_reply_to_id ),
		media: JSON.parse( row.media ) as TweetMedia[],
		quote_url: row.quote_url,
		link: row.link,
	};
}

/** An account's posts, newest first, as a network's timeline lists them. */
export function accountPosts(
	db: Db,
	service: SocialNetwork,
	externalId: string
): NetworkPost[] {
	return listSocialNetworkPosts( db, service, externalId )
		.reverse()
		.map( preparePost );
}
