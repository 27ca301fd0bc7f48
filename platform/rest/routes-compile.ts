/**
 * WordPress route regexes (`/posts/(?P<id>[\d]+)`) turned into what Fastify's router takes
 * (`/posts/:id(^[\d]+$)`), or a wildcard when a parameter may hold a slash (the handler then
 * matches the regex itself).
 */
export function toFastifyPath( route: string ): {
	path: string;
	wildcard: boolean;
} {
	let out = '';
	let i = 0;
	while ( i < route.length ) {
		const start = route.indexOf( '(?P<', i );
		if ( start === -1 ) {
			out += route.slice( i );
			break;
		}
		out += route.slice( i, start );
		const nameEnd = route.indexOf( '>', start );
		const name = route.slice( start + 4, nameEnd );
		let depth = 1;
		let j = nameEnd + 1;
		for ( ; j < route.length && depth > 0; j++ ) {
			if ( route[ j ] === '\\' ) {
				j++;
			} else if ( route[ j ] === '(' ) {
				depth++;
			} else if ( route[ j ] === ')' ) {
				depth--;
			}
		}
		const pattern = route.slice( nameEnd + 1, j - 1 );
		if ( /\\\/|\//.test( pattern ) ) {
			return { path: out + '*', wildcard: true };
		}
		out += `:${ name }(^${ pattern }$)`;
		i = j;
	}
	return { path: out, wildcard: false };
}

/** The same route as a JavaScript regex with named groups. */
export function toRegExp( route: string ): RegExp {
	return new RegExp( '^' + route.replace( /\(\?P</g, '(?<' ) + '/?$' );
}
