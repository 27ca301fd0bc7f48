/**
 * The podcast host stand-in: a feed host serving a few shows' RSS feeds, their artwork and
 * episode audio (fixtures/host.json). Feeds are real RSS 2.0 with iTunes tags; the failure paths
 * of a real host are reachable at their own addresses: a half-uploaded feed (bad XML), the host's
 * home page (HTML, not a feed), a host too slow to answer, and 404 for anything else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostAnswer } from '../../../platform/content/remote-hosts';
import host from './fixtures/host.json';

export const PODCAST_HOST_ORIGIN = host.origin;
/** Where the stand-in serves the host's paths on the local site (for the browser). */
export const STAND_IN_BASE = '/stand-ins/feeds.tessera-podcasts.example';

const FIXTURES = join( __dirname, 'fixtures' );

interface FeedEntry {
	file: string;
	delaySeconds?: number;
}

export interface AudioEntry {
	seconds: number;
	frequency: number;
}

const FEEDS = host.feeds as Record< string, FeedEntry >;
const PAGES = host.pages as Record< string, string >;
const ART = host.art as Record< string, string >;
const AUDIO = host.audio as Record< string, AudioEntry >;

const AUDIO_PATH = /^\/audio\/([a-z0-9-]+)\.mp3$/;

function notFound(): HostAnswer {
	return {
		status: 404,
		contentType: 'text/html; charset=utf-8',
		body: '<!doctype html><title>Not Found</title><h1>Not Found</h1>',
	};
}

/** The episode audio an address names, if the host has it. */
export function audioAt(
	path: string
): { name: string; audio: AudioEntry } | undefined {
	const match = AUDIO_PATH.exec( path );
	const name = match?.[ 1 ];
	return name && Object.hasOwn( AUDIO, name )
		? { name, audio: AUDIO[ name ] }
		: undefined;
}

/**
 * What the host answers for a text resource at `url` (a feed, a page, artwork). Audio is binary
 * and served by the pages route; here it only answers whether it exists.
 *
 * @param url An address on the host.
 */
export function answer( url: URL ): HostAnswer {
	const path = url.pathname;
	if ( Object.hasOwn( FEEDS, path ) ) {
		const feed = FEEDS[ path ];
		return {
			status: 200,
			contentType: 'application/rss+xml; charset=UTF-8',
			body: readFileSync( join( FIXTURES, 'feeds', feed.file ), 'utf8' ),
			delayS: feed.delaySeconds,
		};
	}
	if ( Object.hasOwn( PAGES, path ) ) {
		return {
			status: 200,
			contentType: 'text/html; charset=UTF-8',
			body: readFileSync( join( FIXTURES, PAGES[ path ] ), 'utf8' ),
		};
	}
	if ( Object.hasOwn( ART, path ) ) {
		return {
			status: 200,
			contentType: 'image/svg+xml',
			body: readFileSync( join( FIXTURES, 'art', ART[ path ] ), 'utf8' ),
		};
	}
	if ( audioAt( path ) ) {
		return { status: 200, contentType: 'audio/mpeg', body: '' };
	}
	return notFound();
}
