import { graphAnswer, postAtMediaPath } from '../provider';

const OWNERS: Record< string, string > = {
	'tok-main': '17841405822304914',
	'tok-lapsed': '17841401112223334',
	'tok-stranger': '999',
};
const owner = ( token: string ) => OWNERS[ token ];
const ask = ( path: string ) => {
	const answer = graphAnswer(
		new URL( path, 'https://graph.instagram.com' ),
		owner
	);
	return { status: answer.status, body: JSON.parse( answer.body ) };
};

describe( 'the Graph API stand-in', () => {
	it( 'pages the media newest first, with the fields asked for', () => {
		const first = ask(
			'/v21.0/me/media?fields=id,caption,bogus&limit=2&access_token=tok-main'
		);
		expect( first.status ).toBe( 200 );
		expect( first.body.data ).toStrictEqual( [
			{
				id: '17895695668004550',
				caption:
					'Last light over the harbour before the storm rolled in.',
			},
			{
				id: '17912304417093341',
				caption:
					'Studio shelves, reorganised. Every glaze test finally has a label.',
			},
		] );
		const next = new URL( first.body.paging.next );
		expect( next.searchParams.get( 'after' ) ).toBe(
			first.body.paging.cursors.after
		);
		const second = ask( `${ next.pathname }${ next.search }` );
		expect(
			second.body.data.map( ( item: { id: string } ) => item.id )
		).toStrictEqual( [ '17867220193082776', '17933015840138209' ] );
		const last = ask(
			'/me/media?limit=100&after=MTI&access_token=tok-main'
		);
		expect( [
			last.body.data.length,
			last.body.paging.next,
		] ).toStrictEqual( [ 2, undefined ] );
	} );

	it( 'answers the account', () => {
		expect(
			ask( '/me?fields=username,media_count&access_token=tok-main' ).body
		).toStrictEqual( {
			id: '17841405822304914',
			username: 'alexrivera.studio',
			media_count: 14,
		} );
	} );

	it.each( [
		[ '/me/media', 2500, undefined ],
		[ '/me/media?access_token=nobody', 190, undefined ],
		[ '/me/media?access_token=tok-stranger', 190, undefined ],
		[ '/me/media?access_token=tok-lapsed', 190, 460 ],
		[ '/me/media?limit=0&access_token=tok-main', 100, undefined ],
		[ '/me/media?limit=x5&access_token=tok-main', 100, undefined ],
		[ '/me/media?limit=5x&access_token=tok-main', 100, undefined ],
		[ '/17841405822304914/media?access_token=tok-main', 100, 33 ],
	] )( '%s is refused with code %p', ( path, code, subcode ) => {
		const { status, body } = ask( path );
		expect( [
			status,
			body.error.code,
			body.error.error_subcode,
		] ).toStrictEqual( [ 400, code, subcode ] );
		expect( typeof body.error.fbtrace_id ).toBe( 'string' );
	} );

	it( 'finds a picture by its exact path only', () => {
		expect(
			postAtMediaPath( '/v/t51.29350-15/17895695668004550_n.jpg' )?.cover
		).toBe( false );
		expect(
			postAtMediaPath( '/v/t51.29350-15/17933015840138209_thumb.jpg' )
				?.cover
		).toBe( true );
		for ( const path of [
			'/v/t51.29350-15/17933015840138209_n.jpg',
			'/v/t51.29350-15/17895695668004550_n.jpgx',
			'x/v/t51.29350-15/17895695668004550_n.jpg',
			'/v/t51.29350-15/1_n.jpg',
		] ) {
			expect( postAtMediaPath( path ) ).toBeUndefined();
		}
	} );
} );
