import type { RemoteGet } from '../../../../shared/server-render/remote';
import { render } from '../render';
import type { PodcastPlayerAttributes } from '../types';

const FEED = 'https://feeds.example.net/show.xml';

function feedXml( items: string ): string {
	return `<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Show &amp; Tell</title><link>https://show.example.net/</link>
<itunes:image href="https://cdn.example.net/cover.jpg"/>${ items }</channel></rss>`;
}

function episode( n: number, title = `Episode ${ n }` ): string {
	return `<item><title><![CDATA[${ title }]]></title><guid>ep-${ n }</guid>
<description>About ${ n }</description><itunes:duration>${ 60 + n }</itunes:duration>
<enclosure url="https://cdn.example.net/${ n }.mp3" type="audio/mpeg"/></item>`;
}

const answering =
	( body: string, status = 200 ): RemoteGet =>
	() => ( { status, contentType: 'application/rss+xml', body } );

function attrs( extra: Partial< PodcastPlayerAttributes > = {} ) {
	return {
		url: FEED,
		selectedEpisodes: [],
		itemsToShow: 5,
		showCoverArt: true,
		showEpisodeTitle: true,
		showEpisodeDescription: true,
		...extra,
	} as PodcastPlayerAttributes;
}

const context = ( remoteGet: RemoteGet, userId = 0 ) => ( {
	locale: 'en_US',
	remoteGet,
	userId,
	origin: 'http://localhost:8888',
} );

const count = ( html: string, part: string ) => html.split( part ).length - 1;

describe( 'podcast player render', () => {
	it( 'lists the newest itemsToShow episodes with the first one current', () => {
		const items = Array.from( { length: 7 }, ( _, i ) =>
			episode( i + 1 )
		).join( '' );
		const html = render(
			attrs( { itemsToShow: 3 } ),
			'',
			context( answering( feedXml( items ) ) )
		);
		expect( count( html, 'data-track=' ) ).toBe( 3 );
		expect( html ).toContain(
			'<span class="tessera-podcast-player__current-track-title">Episode 1</span>'
		);
		expect( html ).toContain(
			'<time class="tessera-podcast-player__track-duration">1:03</time>'
		);
		expect( html ).toContain( 'src="https://cdn.example.net/1.mp3"' );
		expect( html ).toContain( 'Jump back 5 seconds' );
		expect( html ).toContain( 'Skip forward 30 seconds' );
		expect( html ).toContain(
			'<a class="tessera-podcast-player__podcast-title" href="https://show.example.net/">Show &amp; Tell</a>'
		);
		expect(
			html.startsWith( '<div class="wp-block-tessera-podcast-player">' )
		).toBe( true );
	} );

	it.each( [
		[ 0, 1 ],
		[ Number.NaN, 5 ],
		[ 9, 9 ],
		[ 1, 1 ],
		[ 10, 10 ],
		[ 11, 10 ],
	] )( 'itemsToShow %i shows %i of 12', ( itemsToShow, shown ) => {
		const items = Array.from( { length: 12 }, ( _, i ) =>
			episode( i + 1 )
		).join( '' );
		const html = render(
			attrs( { itemsToShow } ),
			'',
			context( answering( feedXml( items ) ) )
		);
		expect( count( html, 'data-track=' ) ).toBe( shown );
	} );

	it( 'shows the chosen episode only, and leaves out what is switched off', () => {
		const items = Array.from( { length: 4 }, ( _, i ) =>
			episode( i + 1 )
		).join( '' );
		const html = render(
			attrs( {
				selectedEpisodes: [ { guid: 'ep-3' } ],
				itemsToShow: 1,
				showCoverArt: false,
				showEpisodeDescription: false,
			} ),
			'',
			context( answering( feedXml( items ) ) )
		);
		expect( count( html, 'data-track=' ) ).toBe( 1 );
		expect( html ).toContain( 'Episode 3' );
		expect( html ).not.toContain( '__cover' );
		expect( html ).not.toContain( '__description' );
	} );

	it( 'escapes what the feed says', () => {
		const html = render(
			attrs(),
			'',
			context(
				answering(
					feedXml(
						episode(
							1,
							'&lt;img src=x onerror=alert(1)&gt; "quoted"'
						) +
							'<item><title>Bad</title><enclosure url="javascript:alert(1)"/></item>'
					)
				)
			)
		);
		expect( html ).not.toContain( '<img src=x' );
		expect( html ).not.toContain( 'javascript:' );
		expect( count( html, 'data-track=' ) ).toBe( 1 );
		expect( html ).not.toMatch( /<\/script>[\s\S]*<\/script>/ );
	} );

	it( 'shows the embed message to signed-in people only when the feed fails', () => {
		const failing = answering( 'nope', 404 );
		expect( render( attrs(), '', context( failing, 0 ) ) ).toBe( '' );
		expect( render( attrs(), '', context( failing, 1 ) ) ).toBe(
			`<div class="wp-block-tessera-podcast-player"><p class="tessera-podcast-player__feed-error">Your podcast couldn't be embedded. Please double check your URL.</p></div>`
		);
	} );

	it( 'renders nothing without an address, a fetch, or episodes', () => {
		const get = answering( feedXml( '' ) );
		expect(
			render( attrs( { url: undefined } ), '', context( get ) )
		).toBe( '' );
		expect( render( attrs(), '', { locale: 'en_US' } ) ).toBe( '' );
		expect( render( attrs(), '', context( get ) ) ).toBe( '' );
	} );
} );
