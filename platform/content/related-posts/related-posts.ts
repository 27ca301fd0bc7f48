import { __, sprintf } from '@wordpress/i18n';

import type { Db } from '../../store/db';
import { getPost, recentPublicPosts, type PostRow } from '../../store/posts';
import { getPostMeta } from '../../store/postmeta';
import { getTerm, postTermIds } from '../../store/terms';
import { changeStamp } from '../../store/change-stamp';
import type { RelatedPost } from '../../../shared/related-posts/types';
import { rankingHour } from '../../../shared/related-posts/ranking-hour';
import {
	boundedCache,
	type BoundedCache,
} from '../../../shared/server-render/bounded-cache';
import { formatDate } from '../date-format';
import { postLink } from '../permalinks';
import { getSettings } from '../settings';
import { rankRelated, type RankedDocument } from './rank';
import { untitled } from '../../../shared/locale/untitled';

/** How many recent posts are weighed against the post: enough for a blog, bounded for speed. */
export const CANDIDATE_POOL = 500;

/**
 * A related post before its words are written: the same in every language, so one ranking
 * serves readers of each (a title left empty becomes '(no title)', the shared term « In … »,
 * the date's names, in the language of the request that asks).
 */
interface RankedPost extends Omit< RelatedPost, 'context' | 'date' > {
	sharedTerm: string | null;
	/** The post's local date, and the site's date format it is written in. */
	postDate: string;
	dateFormat: string;
}

/**
 * What is computed from the database, per database: the candidates' documents (one set per
 * post type and change of the site) and each post's related posts. Keys hold the database's
 * change stamp, so any write makes them miss; stale entries age out of the bounded caches.
 */
const caches = new WeakMap<
	Db,
	{
		candidates: BoundedCache< RankedDocument[] >;
		related: BoundedCache< RankedPost[] >;
	}
>();

function cachesOf( db: Db ) {
	let held = caches.get( db );
	if ( ! held ) {
		held = { candidates: boundedCache( 8 ), related: boundedCache( 1000 ) };
		caches.set( db, held );
	}
	return held;
}

const TAXONOMIES = [ 'category', 'post_tag' ];

/** The text of stored content: block comments, tags and entities' markup taken out. */
export function plainText( content: string ): string {
	return content
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ' )
		.replace( /<[^>]*>/g, ' ' )
		.replace( /&[a-z0-9#]+;/gi, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
}

function documentOf(
	db: Db,
	post: PostRow,
	defaultCategory: number
): RankedDocument {
	return {
		id: post.ID,
		title: plainText( post.post_title ),
		text: plainText( post.post_content ),
		termIds: TAXONOMIES.flatMap( ( taxonomy ) =>
			postTermIds( db, post.ID, taxonomy )
		).filter( ( id ) => id !== defaultCategory ),
		publishedAt: Date.parse(
			`${ post.post_date_gmt.replace( ' ', 'T' ) }Z`
		),
	};
}

const FIRST_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*"(https?:\/\/[^"]+|\/[^"]+)"/i;
const ALT = /\balt\s*=\s*"([^"]*)"/i;

/** The featured image, else the first image of the content. */
function imageOf(
	db: Db,
	post: PostRow,
	origin: string
): RelatedPost[ 'img' ] {
	const featured = Number( getPostMeta( db, post.ID, '_thumbnail_id' ) ?? 0 );
	const file = featured
		? String( getPostMeta( db, featured, '_wp_attached_file' ) ?? '' )
		: '';
	if ( file ) {
		return {
			src: `${ origin }/wp-content/uploads/${ file
				.split( '/' )
				.map( encodeURIComponent )
				.join( '/' ) }`,
			alt_text: String(
				getPostMeta( db, featured, '_wp_attachment_image_alt' ) ?? ''
			),
		};
	}
	const image = FIRST_IMAGE.exec( post.post_content );
	if ( ! image ) {
		return { src: '', alt_text: '' };
	}
	const src = image[ 1 ].startsWith( '/' )
		? `${ origin }${ image[ 1 ] }`
		: image[ 1 ];
	return { src, alt_text: ALT.exec( image[ 0 ] )?.[ 1 ] ?? '' };
}

/**
 * The title as the list shows it: its text without markup (a title may hold inline tags, which
 * the list would otherwise print as text); empty for a post without one.
 */
function titleOf( post: PostRow ): string {
	return post.post_title
		.replace( /<[^>]*>/g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/** The first category or tag the two posts share, by name. */
function sharedTermOf( db: Db, sharedTermIds: number[] ): string | null {
	return sharedTermIds.length
		? ( getTerm( db, sharedTermIds[ 0 ] )?.name ?? null )
		: null;
}

/**
 * A ranked post in the current language: '(no title)' so the link is never empty, and why it
 * is related (the shared category or tag, else its closeness).
 *
 * @param ranked The ranked post.
 */
function inWords( ranked: RankedPost ): RelatedPost {
	const { sharedTerm, postDate, dateFormat, ...post } = ranked;
	return {
		...post,
		title: post.title || untitled(),
		date: formatDate( postDate, dateFormat ),
		context:
			sharedTerm === null
				? __( 'Similar post', 'tessera' )
				: sprintf(
						/* translators: %s: the name of a category or tag both posts have. */
						__( 'In "%s"', 'tessera' ),
						sharedTerm
					),
	};
}

/**
 * The published posts most related to a post, best first, at most `size`, in the related-post
 * shape. The post itself may be a draft (the editor's preview asks for it before publishing).
 * Kept until the site's data changes or the hour turns: a page that lists many posts, or shows
 * the block more than once, ranks each post once.
 *
 * @param db     The site database.
 * @param postId The post.
 * @param size   How many.
 * @param origin The site's address, for links.
 * @param now    The current time (milliseconds).
 */
export function relatedPostsOf(
	db: Db,
	postId: number,
	size: number,
	origin: string,
	now = Date.now()
): RelatedPost[] {
	if ( size < 1 ) {
		return [];
	}
	const stamp = `${ changeStamp( db ) } ${ rankingHour( now ) }`;
	return cachesOf( db )
		.related.get( `${ postId } ${ size } ${ origin } ${ stamp }`, () =>
			rankedRelatedPosts( db, postId, size, origin, now, stamp )
		)
		.map( ( post ) => inWords( structuredClone( post ) ) );
}

function rankedRelatedPosts(
	db: Db,
	postId: number,
	size: number,
	origin: string,
	now: number,
	stamp: string
): RankedPost[] {
	const post = getPost( db, postId );
	if ( ! post ) {
		return [];
	}
	const settings = getSettings( db );
	const defaultCategory = Number( settings.default_category ) || 0;
	const candidates = recentPublicPosts( db, post.post_type, CANDIDATE_POOL );
	const byId = new Map( candidates.map( ( row ) => [ row.ID, row ] ) );
	const documents = cachesOf( db ).candidates.get(
		`${ post.post_type } ${ defaultCategory } ${ stamp }`,
		() =>
			candidates.map( ( row ) => documentOf( db, row, defaultCategory ) )
	);
	return rankRelated(
		documentOf( db, post, defaultCategory ),
		documents,
		size,
		now
	).map( ( ranked ) => {
		const row = byId.get( ranked.id )!;
		return {
			id: row.ID,
			url: postLink( origin, row ),
			title: titleOf( row ),
			img: imageOf( db, row, origin ),
			postDate: row.post_date,
			dateFormat: settings.date_format,
			sharedTerm: sharedTermOf( db, ranked.sharedTermIds ),
		};
	} );
}
