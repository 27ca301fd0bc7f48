import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../platform/store/db';
import { insertPost, updatePostRow, getPost } from '../../platform/store/posts';
import { setPostTerms } from '../../platform/store/terms';
import { mysqlGmt } from '../../platform/content/dates';

/** The seed's content is written for the default address; links to the site's own uploads follow the real one. */
const SEED_ORIGIN = 'http://localhost:8888';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seed file's content, its links to the site's own uploads moved to the site's address. */
export function seedContent( file: string, origin: string ): string {
	return readFileSync( join( __dirname, file ), 'utf8' )
		.trim()
		.split( SEED_ORIGIN )
		.join( origin )
		.split( `/${ new URL( SEED_ORIGIN ).host }/` )
		.join( `/${ new URL( origin ).host }/` );
}

export interface SeedPost {
	title: string;
	slug: string;
	content: string;
	date: Date;
}

/** A published post of the administrator, in the default category, as the seed writes it. */
export function insertSeedPost(
	db: Db,
	post: SeedPost,
	authorId: number,
	categoryId: number
): number {
	// The seed runs before any time zone is chosen: the site's time is UTC.
	const date = mysqlGmt( post.date );
	const id = insertPost( db, {
		post_author: authorId,
		post_date: date,
		post_date_gmt: date,
		post_content: post.content,
		post_title: post.title,
		post_excerpt: '',
		post_status: 'publish',
		comment_status: 'open',
		ping_status: 'open',
		post_password: '',
		post_name: post.slug,
		post_modified: date,
		post_modified_gmt: date,
		post_parent: 0,
		guid: '',
		menu_order: 0,
		post_type: 'post',
		post_mime_type: '',
	} );
	updatePostRow( db, id, { ...getPost( db, id )!, guid: `/?p=${ id }` } );
	setPostTerms( db, id, 'category', [ categoryId ] );
	return id;
}

interface SamplePostEntry {
	slug: string;
	title: string;
	/** How many days before the first start it is dated: the sample posts come before the gallery. */
	daysOld: number;
}

/** The short sample posts in sample-posts/ (so that a fresh site's lists and related posts show something). */
export function samplePosts( origin: string, now: Date ): SeedPost[] {
	const entries = JSON.parse(
		readFileSync( join( __dirname, 'sample-posts', 'index.json' ), 'utf8' )
	) as SamplePostEntry[];
	return entries.map( ( entry ) => ( {
		title: entry.title,
		slug: entry.slug,
		content: seedContent(
			join( 'sample-posts', `${ entry.slug }.html` ),
			origin
		),
		date: new Date( now.getTime() - entry.daysOld * DAY_MS ),
	} ) );
}
