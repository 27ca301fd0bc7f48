import type { RemoteGet } from '../../server-render/remote';
import { loadPodcastFeed } from '../load';
import { parsePodcastFeed } from '../parse';

// The real reader, counted: an unchanged feed is read once.
jest.mock( '../parse', () => {
	const actual = jest.requireActual( '../parse' );
	return { ...actual, parsePodcastFeed: jest.fn( actual.parsePodcastFeed ) };
} );
const reads = parsePodcastFeed as jest.Mock;

const FEED_URL = 'https://feeds.example.com/shows/kiln/feed.xml';

function feed( titles: string[] ): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Kiln Talk</title>
${ titles
	.map(
		( title, n ) => `<item><title>${ title }</title><guid>kiln-${ n }</guid>
<enclosure url="https://cdn.example.com/kiln-${ n }.mp3" length="1" type="audio/mpeg"/></item>`
	)
	.join( '\n' ) }
</channel></rss>`;
}

describe( 'loadPodcastFeed', () => {
	it( 'reads an unchanged feed once, and again when its document or the query changes', () => {
		let body = feed( [ 'Glazes', 'Firing' ] );
		const get: RemoteGet = () => ( {
			status: 200,
			contentType: 'application/rss+xml',
			body,
		} );
		const titles = ( query = {} ) =>
			loadPodcastFeed( get, FEED_URL, query ).tracks.map(
				( episode ) => episode.title
			);

		expect( titles() ).toStrictEqual( [ 'Glazes', 'Firing' ] );
		expect( titles() ).toStrictEqual( [ 'Glazes', 'Firing' ] );
		expect( reads ).toHaveBeenCalledTimes( 1 );

		expect( titles( { guids: [ 'kiln-1' ] } ) ).toStrictEqual( [
			'Firing',
		] );
		expect( reads ).toHaveBeenCalledTimes( 2 );

		body = feed( [ 'Glazes', 'Firing', 'Cooling' ] );
		expect( titles() ).toStrictEqual( [ 'Glazes', 'Firing', 'Cooling' ] );
		expect( reads ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'hands each caller its own copy of a feed it keeps', () => {
		const body = feed( [ 'Throwing' ] );
		const get: RemoteGet = () => ( {
			status: 200,
			contentType: 'application/rss+xml',
			body,
		} );
		loadPodcastFeed( get, FEED_URL ).tracks[ 0 ].title = 'changed';
		expect( loadPodcastFeed( get, FEED_URL ).tracks[ 0 ].title ).toBe(
			'Throwing'
		);
	} );
} );
