import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';
import { landingPage } from '../provider';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

describe( 'ad server stand-in', () => {
	it( 'fills a slot with the house ad of its size and counts each impression', async () => {
		const url =
			'/stand-ins/s.pubmine.com/slot?format=leaderboard&site=http%3A%2F%2Flocalhost%3A8888&post=4';
		const first = await site.anonymous.get( url );
		const second = await site.anonymous.get( url );
		expect( first.statusCode ).toBe( 200 );
		expect( first.headers[ 'content-security-policy' ] ).toMatch(
			/default-src 'none'/
		);
		expect( first.body ).toContain( 'width:728px;height:90px' );
		expect( first.body ).toContain( 'data-ad-id="house-leaderboard-1"' );
		expect( first.body ).toContain( 'href="http://localhost:8888/"' );
		expect( first.body ).toContain( 'House ad · impression 1' );
		expect( second.body ).toContain( 'House ad · impression 2' );
		await site.anonymous.get(
			'/stand-ins/s.pubmine.com/slot?format=wideskyscraper'
		);
		expect(
			(
				await site.anonymous.get(
					'/stand-ins/s.pubmine.com/impressions'
				)
			).json()
		).toStrictEqual( {
			'house-leaderboard-1': 2,
			'house-wideskyscraper-1': 1,
		} );
	} );

	it( 'counts no impression for a HEAD request, which shows nothing', async () => {
		const url = '/stand-ins/s.pubmine.com/slot?format=mobile_leaderboard';
		const head = await site.anonymous.request( 'HEAD', url );
		const get = await site.anonymous.get( url );
		expect( [
			head.statusCode,
			get.body.includes( 'impression 1' ),
		] ).toStrictEqual( [ 200, true ] );
		expect(
			(
				await site.anonymous.get(
					'/stand-ins/s.pubmine.com/impressions'
				)
			).json()[ 'house-mobile-leaderboard-1' ]
		).toBe( 1 );
	} );

	it( 'refuses an unknown format and answers no fill when asked, counting neither', async () => {
		for ( const format of [ 'skyscraper', 'mrec2', '' ] ) {
			expect(
				(
					await site.anonymous.get(
						`/stand-ins/s.pubmine.com/slot?format=${ format }`
					)
				).statusCode
			).toBe( 400 );
		}
		const none = await site.anonymous.get(
			'/stand-ins/s.pubmine.com/slot?format=mrec&fill=none'
		);
		expect( none.statusCode ).toBe( 204 );
		expect( none.body ).toBe( '' );
		expect(
			(
				await site.anonymous.get(
					'/stand-ins/s.pubmine.com/impressions'
				)
			).json()[ 'house-mrec-1' ]
		).toBeUndefined();
	} );

	it( 'links the ad only to an http(s) site', () => {
		expect(
			[
				'https://shop.example/path?x=1',
				'http://localhost:8888',
				'javascript:alert(1)',
				'data:text/html,x',
				'',
				null,
			].map( landingPage )
		).toStrictEqual( [
			'https://shop.example/',
			'http://localhost:8888/',
			'#',
			'#',
			'#',
			'#',
		] );
	} );
} );
