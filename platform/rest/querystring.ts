const MAX_DEPTH = 5;
const MAX_PAIRS = 1000;
const FORBIDDEN = new Set( [ '__proto__', 'constructor', 'prototype' ] );

type Node = Record< string, unknown >;

/** The text percent-decoded (`+` a space), or null when it is not validly percent-encoded UTF-8. */
function strictDecode( text: string ): string | null {
	try {
		return decodeURIComponent( text.replace( /\+/g, ' ' ) );
	} catch {
		return null;
	}
}

function decode( text: string ): string {
	return strictDecode( text ) ?? text;
}

/** The parameter's name without its `[key]` parts: `a` of `a[b][]`. */
function baseName( key: string ): string {
	return /^[^[]*/.exec( key )![ 0 ] || key;
}

/**
 * The parameters (by name, without `[key]` parts) whose name or value is not validly
 * percent-encoded UTF-8 (`%zz`, `%E0%A4%A`), as far as the parser reads.
 */
export function malformedParams( query: string ): string[] {
	const names = new Set< string >();
	for ( const pair of query.split( '&' ).slice( 0, MAX_PAIRS ) ) {
		const eq = pair.indexOf( '=' );
		const rawKey = eq === -1 ? pair : pair.slice( 0, eq );
		const key = strictDecode( rawKey );
		if (
			key === null ||
			( eq !== -1 && strictDecode( pair.slice( eq + 1 ) ) === null )
		) {
			names.add( baseName( key ?? rawKey ) );
		}
	}
	return [ ...names ];
}

/** Objects whose keys are exactly 0..n-1 become arrays, as PHP's `a[0]=x&a[1]=y` reads in WordPress. */
function listify( value: unknown ): unknown {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return value;
	}
	const node = value as Node;
	for ( const key of Object.keys( node ) ) {
		node[ key ] = listify( node[ key ] );
	}
	const keys = Object.keys( node );
	return keys.length &&
		keys.every( ( key, index ) => key === String( index ) )
		? keys.map( ( k ) => node[ k ] )
		: node;
}

/** Parses a query string the way PHP fills $_GET: `a[]=1&a[]=2`, `a[b]=1`, repeated keys keep the last. */
export function parseQueryString( query: string ): Record< string, unknown > {
	const root: Node = Object.create( null );
	for ( const pair of query.split( '&' ).slice( 0, MAX_PAIRS ) ) {
		if ( ! pair ) {
			continue;
		}
		const eq = pair.indexOf( '=' );
		const rawKey = decode( eq === -1 ? pair : pair.slice( 0, eq ) );
		const value = eq === -1 ? '' : decode( pair.slice( eq + 1 ) );
		const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec( rawKey );
		const base = match ? match[ 1 ] : rawKey;
		const path =
			match && match[ 2 ]
				? [ ...match[ 2 ].matchAll( /\[([^\]]*)\]/g ) ].map(
						( m ) => m[ 1 ]
					)
				: [];
		if (
			FORBIDDEN.has( base ) ||
			path.some( ( p ) => FORBIDDEN.has( p ) ) ||
			path.length > MAX_DEPTH
		) {
			continue;
		}
		let node = root;
		const keys = [ base, ...path ];
		for ( let i = 0; i < keys.length; i++ ) {
			let key = keys[ i ];
			if ( key === '' ) {
				key = String( Object.keys( node ).length );
			}
			if ( i === keys.length - 1 ) {
				node[ key ] = value;
			} else {
				if ( ! node[ key ] || typeof node[ key ] !== 'object' ) {
					node[ key ] = Object.create( null );
				}
				node = node[ key ] as Node;
			}
		}
	}
	const result: Record< string, unknown > = {};
	for ( const key of Object.keys( root ) ) {
		result[ key ] = listify( root[ key ] );
	}
	return result;
}
