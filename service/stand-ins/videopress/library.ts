/**
 * The videos the host knows: the site's uploads (stored), and the host's own fixture videos
 * (`fixtures/<guid>/`, already processed, not attached to any post of the site), which the
 * sample post plays so a new site shows a video without transcoding anything.
 */
import { join } from 'node:path';
import type { AppContext } from '../../../platform/context';
import { getPost } from '../../../platform/store/posts';
import { videoByGuid, type VideoRow } from '../../store/videopress';
import fixtures from './fixtures/videos.json';
import { videoDir } from './jobs';

export const GUID_PATTERN = /^[0-9A-Za-z]{8}$/;

export interface HostedVideo extends VideoRow {
	title: string;
	/** Where its rendition and poster are. */
	filesDir: string;
}

const FIXTURES = fixtures as Record<
	string,
	Pick<
		VideoRow,
		'width' | 'height' | 'duration_ms' | 'rating' | 'created'
	> & {
		title: string;
	}
>;

export function findVideo(
	ctx: AppContext,
	guid: string
): HostedVideo | undefined {
	if ( ! GUID_PATTERN.test( guid ) ) {
		return undefined;
	}
	const stored = videoByGuid( ctx.db, guid );
	if ( stored ) {
		return {
			...stored,
			title: getPost( ctx.db, stored.attachment_id )?.post_title ?? '',
			filesDir: videoDir( ctx, guid ),
		};
	}
	const fixture = Object.hasOwn( FIXTURES, guid )
		? FIXTURES[ guid ]
		: undefined;
	return fixture
		? {
				...fixture,
				guid,
				attachment_id: 0,
				source_file: '',
				state: 'ready',
				error: '',
				finished: fixture.created,
				filesDir: join( __dirname, 'fixtures', guid ),
			}
		: undefined;
}
