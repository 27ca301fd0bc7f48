/**
 * The site's reading of a connected account's photo feed (Jetpack's Instagram gallery helper):
 * the keyring connection a block names by its id gives the token, the network's API gives the
 * latest posts, read into the gallery shape. A connection that is gone or not the network's is
 * unavailable; a network that refuses the token gives `images: 'ERROR'`, as WordPress.com answers.
 */
import type { Db } from '../store/db';
import {
	getKeyringConnection,
	type KeyringConnectionRow,
} from '../store/keyring';
import type { RemoteGet } from '../../shared/server-render/remote';
import type {
	PhotoFeedGallery,
	PhotoFeedImage,
} from '../../shared/photo-feed/types';

const GRAPH_MEDIA = 'https://graph.instagram.com/me/media';
const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url';

/** The Instagram connection a block's access token (a keyring id, digits only) names. */
export function photoFeedConnection(
	db: Db,
	accessToken: string
): KeyringConnectionRow | undefined {
	if ( ! /^[1-9]\d{0,15}$/.test( accessToken ) ) {
		return undefined;
	}
	const row = getKeyringConnection( db, Number( accessToken ) );
	return row?.service === 'instagram' ? row : undefined;
}

interface GraphMedia {
	caption?: unknown;
	media_type?: unknown;
	media_url?: unknown;
	permalink?: unknown;
	thumbnail_url?: unknown;
}

function isHttpUrl( value: unknown ): value is string {
	return typeof value === 'string' && /^https:\/\/[^\s"<>]+$/.test( value );
}

/** One API media item as a gallery image; undefined when it has no usable picture or page. */
export function graphMediaToImage(
	item: GraphMedia
): PhotoFeedImage | undefined {
	const video = item.media_type === 'VIDEO';
	const url = video ? item.thumbnail_url : item.media_url;
	if ( ! isHttpUrl( url ) || ! isHttpUrl( item.permalink ) ) {
		return undefined;
	}
	return {
		link: item.permalink,
		title: typeof item.caption === 'string' ? item.caption : '',
		type: video ? 'video' : 'image',
		url,
	};
}

/**
 * The latest `count` posts of the account a connection holds.
 *
 * @param remote     The site's outgoing fetch.
 * @param connection The account's keyring connection.
 * @param count      How many posts, 1 to 30.
 */
export function readPhotoFeed(
	remote: RemoteGet,
	connection: KeyringConnectionRow,
	count: number
): PhotoFeedGallery {
	const address = new URL( GRAPH_MEDIA );
	address.searchParams.set( 'fields', FIELDS );
	address.searchParams.set( 'limit', String( count ) );
	address.searchParams.set( 'access_token', connection.id_token );
	const failed = {
		external_name: connection.external_display_name,
		images: 'ERROR',
	} as const;
	const answer = remote( address.href );
	if ( 'error' in answer || answer.status !== 200 ) {
		return failed;
	}
	let data: unknown;
	try {
		data = ( JSON.parse( answer.body ) as { data?: unknown } ).data;
	} catch {
		return failed;
	}
	if ( ! Array.isArray( data ) ) {
		return failed;
	}
	return {
		external_name: connection.external_display_name,
		images: data
			.map( ( item ) =>
				graphMediaToImage( ( item ?? {} ) as GraphMedia )
			)
			.filter( ( image ): image is PhotoFeedImage => !! image )
			.slice( 0, count ),
	};
}
