import {
	languageOf,
	loaderUrl,
	parseEmbed,
	ridOfToken,
	safeRids,
	styleForCount,
	tokenOf,
} from '../parse';

const SCRIPT = `<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&amp;domain=com&amp;type=standard&amp;theme=tall&amp;lang=fr-CA&amp;overlay=false&amp;iframe=false&amp;newtab=true'></script>`;

describe( 'parseEmbed', () => {
	it( 'reads the loader script of an embed code', () => {
		expect( parseEmbed( SCRIPT ) ).toStrictEqual( {
			rid: [ '412810' ],
			style: 'tall',
			iframe: false,
			domain: 'com',
			lang: 'fr-CA',
			newtab: true,
		} );
	} );

	it( 'reads rid and restref from an address on the reservation host', () => {
		expect(
			parseEmbed(
				'https://www.opentable.com/restref/client/?rid=412810&restref=412810&corrid=x'
			)
		).toStrictEqual( { rid: [ '412810' ] } );
		expect(
			parseEmbed(
				'  https://www.opentable.co.uk/widget/reservation/loader?rid=98243,310702&rid=45011&theme=button&domain=co.uk&lang=xx-XX  '
			)
		).toStrictEqual( {
			rid: [ '98243', '310702', '45011' ],
			style: 'standard',
			domain: 'co.uk',
		} );
		expect(
			parseEmbed( 'http://opentable.com/r/harbour-table?restref=0045011' )
		).toStrictEqual( { rid: [ '45011' ] } );
	} );

	it.each( [
		[ 'Harbour Table' ],
		[ '' ],
		[ 'https://www.opentable.com/r/harbour-table' ],
		[ 'https://www.opentable.com/restref/client/?rid=abc' ],
		[ 'https://example.org/widget/reservation/loader?rid=1' ],
		[ 'https://opentable.com.evil.example/?rid=1' ],
		[ 'https://notopentable.com/?rid=1' ],
		[ 'xhttps://www.opentable.com/?rid=1' ],
		[ 'https://www.opentable.com/?rid=1 <script>alert(1)</script>' ],
		[
			'<script src="javascript:alert(1)//www.opentable.com/?rid=1"></script>',
		],
		[ 'https://www.opentable.com/?rid=12345678901' ],
	] )( 'refuses %s', ( input ) => {
		expect( parseEmbed( input ) ).toBeUndefined();
	} );
} );

describe( 'restaurant tokens', () => {
	it( 'takes a numeric id or a name followed by (#id)', () => {
		expect(
			[
				'412810',
				' 412810 ',
				'Harbour Table (#412810)',
				'Casa (do) Porto (#45011)',
				'0045011',
				'1234567890',
				'12345678901',
				'Harbour Table',
				'Harbour Table (#41x)',
				'Harbour Table(#412810)',
				'https://www.opentable.com/r/x (#1)',
				'<script>alert(1)</script> (#1)',
				'(#412810) extra',
				undefined,
			].map( ridOfToken )
		).toStrictEqual( [
			'412810',
			'412810',
			'412810',
			'45011',
			'45011',
			'1234567890',
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
		] );
		expect( tokenOf( '412810', 'Harbour Table' ) ).toBe(
			'Harbour Table (#412810)'
		);
		expect( tokenOf( '412810' ) ).toBe( '412810' );
	} );

	it( 'keeps only saved ids that are ids', () => {
		expect( safeRids( [ '1', 2, '3x', '<b>', '45011' ] ) ).toStrictEqual( [
			'1',
			'45011',
		] );
		expect( safeRids( '1' ) ).toStrictEqual( [] );
	} );
} );

describe( 'styles and languages', () => {
	it( 'allows the button style with zero or one restaurant only', () => {
		expect(
			[ 0, 1, 2 ].map( ( count ) => styleForCount( 'button', count ) )
		).toStrictEqual( [ 'button', 'button', 'standard' ] );
		expect( styleForCount( 'wide', 3 ) ).toBe( 'wide' );
	} );

	it( 'uses the site locale when supported, else en-US', () => {
		expect(
			[ 'fr_CA', 'de-DE', 'ja_JP', 'fr_FR', 'en_GB', '', undefined ].map(
				languageOf
			)
		).toStrictEqual( [
			'fr-CA',
			'de-DE',
			'ja-JP',
			'en-US',
			'en-US',
			'en-US',
			'en-US',
		] );
	} );
} );

describe( 'loaderUrl', () => {
	it( 'builds the loader address, multi for several restaurants', () => {
		expect(
			loaderUrl( {
				rid: [ '412810' ],
				style: 'standard',
				iframe: true,
				domain: 'com',
				lang: 'en-US',
				newtab: false,
			} )
		).toBe(
			'https://www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&ot_source=Restaurant+website'
		);
		expect(
			loaderUrl( {
				rid: [ '412810', '45011' ],
				style: 'wide',
				iframe: false,
				domain: 'co.uk"><script>',
				lang: 'fr-CA',
				newtab: true,
			} )
		).toBe(
			'https://www.opentable.com/widget/reservation/loader?rid=412810%2C45011&type=multi&theme=wide&iframe=false&domain=com&lang=fr-CA&newtab=true&ot_source=Restaurant+website'
		);
	} );
} );
