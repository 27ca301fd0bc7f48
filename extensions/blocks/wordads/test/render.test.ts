import { registerServiceHost } from '../../../../shared/service-hosts';
import { adFormat } from '../../../../shared/wordads/formats';
import { hidesOnMobile, safeAdAlignment } from '../rules';
import { render } from '../render';

describe( 'ad formats', () => {
	it( 'knows the four sizes and reads anything else as the rectangle', () => {
		expect(
			[
				'mrec',
				'leaderboard',
				'mobile_leaderboard',
				'wideskyscraper',
				'banner',
				undefined,
			].map( ( tag ) => {
				const { width, height } = adFormat( tag );
				return `${ width }x${ height }`;
			} )
		).toStrictEqual( [
			'300x250',
			'728x90',
			'320x50',
			'160x600',
			'300x250',
			'300x250',
		] );
	} );

	it( 'reads hide on mobile with the shared boolean rule: false for "false" and falsy values, true otherwise', () => {
		expect(
			[
				true,
				'true',
				1,
				'1',
				'yes',
				'on',
				false,
				'false',
				0,
				'',
				null,
				undefined,
			].map( hidesOnMobile )
		).toStrictEqual( [
			true,
			true,
			true,
			true,
			true,
			true,
			false,
			false,
			false,
			false,
			false,
			false,
		] );
	} );

	it( 'keeps left, center and right, center otherwise', () => {
		expect(
			[ 'left', 'center', 'right', 'wide', 'full', '' ].map(
				safeAdAlignment
			)
		).toStrictEqual( [
			'left',
			'center',
			'right',
			'center',
			'center',
			'center',
		] );
	} );
} );

describe( 'ad render', () => {
	it( 'writes a labelled slot of the format size, loaded from the ad server through the host map; hidden on mobile, the frame waits for a wide screen', () => {
		registerServiceHost(
			'https://s.pubmine.com',
			'/stand-ins/s.pubmine.com'
		);
		expect(
			render(
				{ align: 'right', format: 'wideskyscraper', hideMobile: true },
				'',
				{
					locale: 'en_US',
					origin: 'http://localhost:8888',
					postId: 12,
				}
			)
		).toBe(
			'<div class="wp-block-tessera-wordads wp-block-tessera-wordads--wideskyscraper alignright hide-on-mobile" style="width:160px">' +
				'<div class="wp-block-tessera-wordads__label">Advertisements</div>' +
				'<iframe class="wp-block-tessera-wordads__slot" data-src="http://localhost:8888/stand-ins/s.pubmine.com/slot?format=wideskyscraper&amp;site=http%3A%2F%2Flocalhost%3A8888&amp;post=12" width="160" height="600" title="Advertisements" loading="lazy" scrolling="no" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>' +
				'<noscript><iframe class="wp-block-tessera-wordads__slot" src="http://localhost:8888/stand-ins/s.pubmine.com/slot?format=wideskyscraper&amp;site=http%3A%2F%2Flocalhost%3A8888&amp;post=12" width="160" height="600" title="Advertisements" loading="lazy" scrolling="no" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe></noscript></div>'
		);
	} );

	it( 'shows on mobile by default, centred, and ignores a hostile format or alignment', () => {
		const html = render(
			{
				align: '"><script>',
				format: 'mrec" onload="x' as 'mrec',
				hideMobile: 'false' as unknown as boolean,
			},
			'',
			{ locale: 'en_US', origin: 'http://localhost:8888', postId: 1 }
		);
		expect( html ).toMatch(
			/^<div class="wp-block-tessera-wordads wp-block-tessera-wordads--mrec aligncenter" style="width:300px">/
		);
		expect( html ).toContain( 'width="300" height="250"' );
		expect( html ).toContain( ' src="http://localhost:8888/stand-ins/' );
		expect( html ).not.toMatch( /script|onload|hide-on-mobile|data-src/ );
	} );
} );
