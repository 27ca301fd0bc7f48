import { entryContent, siteWithContent, visitorHtml } from './site-content';

const fixture = siteWithContent();

const titles = ( html: string ) =>
	[
		...html.matchAll( /<h2 class="entry-title"><a [^>]*>([^<]*)<\/a>/g ),
	].map( ( match ) => match[ 1 ] );

describe( 'date archives', () => {
	it( 'answer every link the Archives and Calendar blocks print', async () => {
		const html = entryContent(
			await visitorHtml(
				fixture.site,
				'<!-- wp:archives /--><!-- wp:archives {"type":"yearly"} /--><!-- wp:archives {"type":"daily"} /--><!-- wp:calendar {"month":4,"year":2024} /-->'
			)
		);
		const links = [
			...new Set(
				[
					...html.matchAll(
						/href="http:\/\/localhost(\/\d{4}\/[^"]*)"/g
					),
				].map( ( match ) => match[ 1 ] )
			),
		];
		expect( links ).toEqual(
			expect.arrayContaining( [
				'/2024/',
				'/2024/04/',
				'/2024/04/10/',
				'/2024/03/',
			] )
		);
		for ( const link of links ) {
			expect(
				( await fixture.site.anonymous.get( link ) ).statusCode
			).toBe( 200 );
		}
	} );

	it( 'list the published posts of the year, month or day, newest first', async () => {
		const month = ( await fixture.site.anonymous.get( '/2024/04/' ) ).body;
		expect( month ).toContain(
			'<h1 class="page-title">Month: April 2024</h1>'
		);
		expect( titles( month ) ).toStrictEqual( [
			'Late April',
			'Locked story',
			'April showers',
		] );
		expect( month ).not.toContain( 'SECRET' );
		expect(
			titles( ( await fixture.site.anonymous.get( '/2024/' ) ).body )
		).toHaveLength( 5 );
		const day = ( await fixture.site.anonymous.get( '/2024/04/10/' ) ).body;
		expect( day ).toContain(
			'<h1 class="page-title">Day: April 10, 2024</h1>'
		);
		expect( titles( day ) ).toStrictEqual( [ 'April showers' ] );
		expect(
			( await fixture.site.anonymous.get( '/2024/04/11/' ) ).body
		).toContain( 'No posts yet.' );
	} );

	it( 'answer 404 for dates that do not exist, and leave post addresses alone', async () => {
		for ( const path of [
			'/2024/13/',
			'/2024/02/30/',
			'/2024/00/',
			'/0000/',
		] ) {
			expect(
				( await fixture.site.anonymous.get( path ) ).statusCode
			).toBe( 404 );
		}
		const post = await fixture.site.anonymous.get(
			'/2024/04/april-showers/'
		);
		expect( post.statusCode ).toBe( 200 );
		expect( post.body ).toContain( 'Text of April showers for everyone.' );
	} );
} );
