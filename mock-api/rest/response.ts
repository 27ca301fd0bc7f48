import type { JsonSchema, RestResult } from './types';
import { RestError } from './errors';

export type Context = 'view' | 'edit' | 'embed';

/** Removes the properties whose schema `context` does not include the requested one. */
export function filterByContext< T >(
	data: T,
	schema: JsonSchema,
	context: Context
): T {
	if (
		! data ||
		typeof data !== 'object' ||
		Array.isArray( data ) ||
		! schema.properties
	) {
		return data;
	}
	const out: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries(
		data as Record< string, unknown >
	) ) {
		const property = schema.properties[ key ];
		if ( ! property ) {
			out[ key ] = value;
			continue;
		}
		if (
			Array.isArray( property.context ) &&
			! property.context.includes( context )
		) {
			continue;
		}
		out[ key ] = property.properties
			? filterByContext( value, property, context )
			: value;
	}
	return out as T;
}

/** rest_filter_response_fields(): keeps the listed fields, `a.b` naming nested ones. */
export function filterFields( data: unknown, fields: string[] ): unknown {
	if ( Array.isArray( data ) ) {
		return data.map( ( item ) => filterFields( item, fields ) );
	}
	if ( ! data || typeof data !== 'object' ) {
		return data;
	}
	const source = data as Record< string, unknown >;
	const out: Record< string, unknown > = {};
	for ( const field of fields ) {
		const path = field.split( '.' );
		let from: unknown = source;
		let to = out;
		for ( let i = 0; i < path.length; i++ ) {
			if (
				! from ||
				typeof from !== 'object' ||
				! ( path[ i ] in ( from as object ) )
			) {
				break;
			}
			from = ( from as Record< string, unknown > )[ path[ i ] ];
			if ( i === path.length - 1 ) {
				to[ path[ i ] ] = from;
			} else {
				to[ path[ i ] ] ??= {};
				to = to[ path[ i ] ] as Record< string, unknown >;
			}
		}
	}
	return out;
}

/** wp_parse_list(): a comma-separated string or an array. */
export function parseList( value: unknown ): string[] {
	if ( Array.isArray( value ) ) {
		return value
			.map( String )
			.map( ( s ) => s.trim() )
			.filter( Boolean );
	}
	if ( typeof value === 'string' ) {
		return value.split( /[\s,]+/ ).filter( Boolean );
	}
	return [];
}

/** A collection response with X-WP-Total, X-WP-TotalPages and Link headers. */
export function collection(
	items: unknown[],
	total: number,
	page: number,
	perPage: number,
	baseUrl: string,
	params: Record< string, unknown > = {}
): RestResult {
	const totalPages = perPage > 0 ? Math.ceil( total / perPage ) : 1;
	const links: string[] = [];
	const query = ( p: number ) => {
		const search = new URLSearchParams();
		for ( const [ key, value ] of Object.entries( params ) ) {
			if ( value !== undefined && value !== '' && key !== 'page' ) {
				search.set(
					key,
					Array.isArray( value ) ? value.join( ',' ) : String( value )
				);
			}
		}
		search.set( 'page', String( p ) );
		return `${ baseUrl }?${ search.toString() }`;
	};
	if ( page > 1 ) {
		links.push( `<${ query( page - 1 ) }>; rel="prev"` );
	}
	if ( page < totalPages ) {
		links.push( `<${ query( page + 1 ) }>; rel="next"` );
	}
	return {
		data: items,
		headers: {
			'X-WP-Total': total,
			'X-WP-TotalPages': totalPages,
			...( links.length ? { Link: links.join( ', ' ) } : {} ),
		},
	};
}

/** The error WordPress gives for a page past the end of a collection. */
export function checkPageNumber(
	page: number,
	total: number,
	perPage: number,
	code: string
): void {
	const totalPages = perPage > 0 ? Math.ceil( total / perPage ) : 1;
	if ( page > totalPages && total > 0 ) {
		throw new RestError(
			code,
			'The page number requested is larger than the number of pages available.',
			400
		);
	}
}
