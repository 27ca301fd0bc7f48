import {
	isVideoGuid,
	playerQuery,
	videoPressEmbedUrl,
	videoPressUrl,
} from '../embed-url';

describe( 'isVideoGuid', () => {
	it.each( [ 'Kx7Tq2Lp', '00000000', 'abcdefgh', 'ZZZZZZZZ' ] )(
		'accepts %s',
		( guid ) => expect( isVideoGuid( guid ) ).toBe( true )
	);
	it.each( [
		'',
		'Kx7Tq2L',
		'Kx7Tq2Lp9',
		' Kx7Tq2Lp',
		'Kx7Tq2Lp ',
		'xKx7Tq2Lp',
		'Kx7Tq-Lp',
		'Kx7Tq2Lp<script>',
		'../../..',
		undefined,
		12345678,
	] )( 'rejects %p', ( guid ) =>
		expect( isVideoGuid( guid ) ).toBe( false )
	);
} );

describe( 'playerQuery', () => {
	it( 'writes only the preload for the defaults', () => {
		expect(
			playerQuery( {
				autoplay: false,
				controls: true,
				loop: false,
				muted: false,
				playsinline: false,
				preload: 'metadata',
				seekbarColor: '',
				seekbarPlayedColor: '',
				seekbarLoadingColor: '',
			} )
		).toBe( 'preloadContent=metadata' );
	} );

	it( 'writes every option in VideoPress query names', () => {
		const query = new URLSearchParams(
			playerQuery( {
				autoplay: true,
				controls: false,
				loop: true,
				muted: true,
				playsinline: true,
				poster: 'https://example.com/poster.jpg',
				preload: 'none',
				seekbarColor: '#1e1e1e',
				seekbarPlayedColor: ' rgb(240, 184, 73) ',
				seekbarLoadingColor: 'silver',
			} )
		);
		expect( Object.fromEntries( query ) ).toStrictEqual( {
			autoPlay: 'true',
			controls: 'false',
			loop: 'true',
			muted: 'true',
			persistVolume: 'false',
			playsinline: 'true',
			posterUrl: 'https://example.com/poster.jpg',
			preloadContent: 'none',
			sbc: '#1e1e1e',
			sbpc: 'rgb(240, 184, 73)',
			sblc: 'silver',
		} );
	} );

	it( 'drops hostile posters and colours, and an unknown preload becomes metadata', () => {
		const query = new URLSearchParams(
			playerQuery( {
				poster: 'javascript:alert(1)',
				preload: 'everything' as 'auto',
				seekbarColor: 'red;background:url(x)',
				seekbarPlayedColor: '#12345',
				seekbarLoadingColor: 'expression(alert(1))',
			} )
		);
		expect( Object.fromEntries( query ) ).toStrictEqual( {
			preloadContent: 'metadata',
		} );
		expect( playerQuery( { poster: '//evil.example/p.jpg' } ) ).toBe(
			'preloadContent=metadata'
		);
		expect( playerQuery( { poster: '/wp-content/p.jpg' } ) ).toBe(
			'posterUrl=%2Fwp-content%2Fp.jpg&preloadContent=metadata'
		);
	} );
} );

it( 'builds the share address and the player address', () => {
	expect( videoPressUrl( 'Kx7Tq2Lp', { loop: true } ) ).toBe(
		'https://videopress.com/v/Kx7Tq2Lp?loop=true&preloadContent=metadata'
	);
	expect( videoPressEmbedUrl( 'Kx7Tq2Lp', { preload: 'auto' } ) ).toBe(
		'https://videopress.com/embed/Kx7Tq2Lp?preloadContent=auto'
	);
} );
