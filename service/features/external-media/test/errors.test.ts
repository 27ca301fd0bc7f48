import { fromGoogle } from '../errors';

const google = ( code: number, message = `Google says ${ code }.` ) => ( {
	code,
	message,
	status: 'ANY',
} );

const answer = ( code: number, message?: string ) =>
	fromGoogle( google( code, message ) ).toJSON();

const CONNECT = {
	code: 'authorization_required',
	message: 'You need to connect your Google Photos account first.',
	data: { status: 403 },
};
const INTERNAL = {
	code: 'internal_server_error',
	message: 'Internal server error',
	data: { status: 500 },
};

describe( "Google Photos' failures as the site's errors", () => {
	it( 'asks for a connection when Google no longer takes the token (401, 403), not for 400 or 404', () => {
		expect( answer( 401 ) ).toStrictEqual( CONNECT );
		expect( answer( 403 ) ).toStrictEqual( CONNECT );
		expect( answer( 400 ) ).toStrictEqual( {
			code: 'rest_invalid_param',
			message: 'Google says 400.',
			data: { status: 400 },
		} );
		expect( answer( 404 ) ).toStrictEqual( {
			code: 'rest_invalid_param',
			message: 'Google says 404.',
			data: { status: 400 },
		} );
	} );

	it( "passes the quota's message on for 429 only", () => {
		expect( answer( 429, 'Quota exceeded.' ) ).toStrictEqual( {
			code: 'rest_external_media_rate_limited',
			message: 'Quota exceeded.',
			data: { status: 429 },
		} );
		expect( answer( 428 ).code ).toBe( 'rest_invalid_param' );
		expect( answer( 430 ).code ).toBe( 'rest_invalid_param' );
	} );

	it( "is 'Internal server error' from 500 up, a bad parameter just below", () => {
		expect( answer( 499 ).code ).toBe( 'rest_invalid_param' );
		for ( const code of [ 500, 502, 503, 599 ] ) {
			expect( answer( code ) ).toStrictEqual( INTERNAL );
		}
	} );

	it( 'reads an invalid page token as the page handle, and only that exact message', () => {
		expect( answer( 400, 'Invalid page token.' ) ).toStrictEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): page_handle',
			data: {
				status: 400,
				params: { page_handle: 'Invalid page handle.' },
			},
		} );
		expect( answer( 400, ' Invalid page token. ' ).message ).toBe(
			' Invalid page token. '
		);
	} );
} );
