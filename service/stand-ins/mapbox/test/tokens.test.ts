import {
	INVALID_TOKEN,
	MAPBOX_TEST_TOKEN,
	NO_TOKEN,
	issueToken,
	signedToken,
	tokenError,
} from '../tokens';

const [ , payload, signature ] = MAPBOX_TEST_TOKEN.split( '.' );

describe( 'the documented test token', () => {
	it( 'is the value the README gives, and valid', () => {
		expect( MAPBOX_TEST_TOKEN ).toBe(
			'pk.eyJ1IjoidGVzc2VyYSIsImEiOiJsb2NhbC1zdGFuZC1pbiJ9.mXsjjHDQXns2af5tmJ0kxw'
		);
		expect( tokenError( MAPBOX_TEST_TOKEN ) ).toBeUndefined();
	} );
} );

describe( 'tokenError', () => {
	it( 'answers "No Token" for an absent, empty or non-text token', () => {
		expect(
			[ undefined, '', null, 42, [ MAPBOX_TEST_TOKEN ] ].map( tokenError )
		).toStrictEqual( [ NO_TOKEN, NO_TOKEN, NO_TOKEN, NO_TOKEN, NO_TOKEN ] );
		expect( NO_TOKEN ).toStrictEqual( {
			status: 401,
			message: 'Not Authorized - No Token',
		} );
	} );

	it( 'accepts every token the stand-in issued, for any account', () => {
		expect(
			tokenError( issueToken( 'someone', 'site key' ) )
		).toBeUndefined();
		expect( tokenError( issueToken( 'é', '' ) ) ).toBeUndefined();
	} );

	it( 'answers "Invalid Token" for guesses, edits, junk around a token and secret tokens', () => {
		const flipped = `${ signature.slice( 0, -1 ) }${
			signature.endsWith( 'A' ) ? 'B' : 'A'
		}`;
		const otherPayload = Buffer.from( '{"u":"mallory","a":"x"}' ).toString(
			'base64url'
		);
		const notJson = Buffer.from( 'not json' ).toString( 'base64url' );
		const noUser = Buffer.from( '{"a":"x"}' ).toString( 'base64url' );
		expect(
			[
				'pk.test-token',
				'abc',
				`pk.${ payload }.${ flipped }`,
				`pk.${ otherPayload }.${ signature }`,
				`sk.${ payload }.${ signature }`,
				`pk.${ payload }.${ signature }x`,
				`x${ MAPBOX_TEST_TOKEN }`,
				` ${ MAPBOX_TEST_TOKEN }`,
				`${ MAPBOX_TEST_TOKEN } `,
				MAPBOX_TEST_TOKEN.toUpperCase(),
				`pk.${ payload }.${ signature.slice( 0, -1 ) }`,
				`pk.${ notJson }.${ issueToken( 'a', 'b' ).split( '.' )[ 2 ] }`,
				`pk.${ noUser }.${ signature }`,
			].map( tokenError )
		).toStrictEqual( Array( 13 ).fill( INVALID_TOKEN ) );
		expect( INVALID_TOKEN ).toStrictEqual( {
			status: 401,
			message: 'Not Authorized - Invalid Token',
		} );
	} );

	it( 'refuses a well-signed token whose payload names no account', () => {
		expect(
			[ '{"a":"x"}', '{"u":1}', 'not json', 'null', '"u"' ]
				.map( signedToken )
				.map( tokenError )
		).toStrictEqual( Array( 5 ).fill( INVALID_TOKEN ) );
		expect( tokenError( signedToken( '{"u":""}' ) ) ).toBeUndefined();
	} );

	it( 'takes payloads up to 512 characters', () => {
		const longest = signedToken( `{"u":"x","a":"${ 'y'.repeat( 368 ) }"}` );
		const tooLong = signedToken( `{"u":"x","a":"${ 'y'.repeat( 369 ) }"}` );
		expect( longest.split( '.' )[ 1 ] ).toHaveLength( 512 );
		expect( tokenError( longest ) ).toBeUndefined();
		expect( tokenError( tooLong ) ).toStrictEqual( INVALID_TOKEN );
	} );
} );
