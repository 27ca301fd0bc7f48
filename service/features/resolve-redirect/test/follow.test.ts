import { MAX_REDIRECTS, follow, type HopResolver } from '../follow';

const hops: HopResolver = ( url ) => {
	if ( url.host !== 'short.example' ) {
		return undefined;
	}
	if ( url.pathname === '/gone' ) {
		return { status: 404 };
	}
	if ( url.pathname === '/relative' ) {
		return { status: 302, location: '/0' };
	}
	const step = Number( url.pathname.slice( 1 ) );
	return step > 0
		? { status: 301, location: `https://short.example/${ step - 1 }` }
		: { status: 200 };
};
const outside: HopResolver = ( url ) =>
	url.host === 'elsewhere.example' ? { status: 308 } : undefined;

describe( 'follow', () => {
	it( 'follows redirects to the last address and its status', () => {
		expect(
			follow( new URL( 'https://short.example/3' ), [ hops ] )
		).toStrictEqual( {
			kind: 'resolved',
			url: 'https://short.example/0',
			status: 200,
		} );
		expect(
			follow( new URL( 'https://short.example/relative' ), [ hops ] )
		).toStrictEqual( {
			kind: 'resolved',
			url: 'https://short.example/0',
			status: 200,
		} );
		expect(
			follow( new URL( 'https://short.example/gone' ), [ hops ] )
		).toStrictEqual( {
			kind: 'resolved',
			url: 'https://short.example/gone',
			status: 404,
		} );
	} );

	it( 'follows five redirects, not six', () => {
		expect(
			follow( new URL( `https://short.example/${ MAX_REDIRECTS }` ), [
				hops,
			] ).kind
		).toBe( 'resolved' );
		expect(
			follow( new URL( `https://short.example/${ MAX_REDIRECTS + 1 }` ), [
				hops,
			] )
		).toStrictEqual( {
			kind: 'too-many-redirects',
			url: 'https://short.example/0',
		} );
	} );

	it( 'reports an address no stand-in serves, and a redirect without a location as final', () => {
		expect(
			follow( new URL( 'https://nobody.example/' ), [ hops, outside ] )
		).toStrictEqual( {
			kind: 'unreachable',
			url: 'https://nobody.example/',
		} );
		expect(
			follow( new URL( 'https://elsewhere.example/' ), [ hops, outside ] )
		).toStrictEqual( {
			kind: 'resolved',
			url: 'https://elsewhere.example/',
			status: 308,
		} );
	} );
} );
