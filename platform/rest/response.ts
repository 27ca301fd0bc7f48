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

/** filterByContext(), keeping only the properties the schema describes. */
export function schemaFields(
	data: Record< string, unknown >,
	schema: JsonSchema,
	context: Context
): Record< string, unknown > {
	const out = filterByContext( data, schema, context );
	for ( const key of Object.keys( out ) ) {
		if ( ! ( key in schema.properties ) ) {
			delete out[ key ];
		}
	}
	return out;
}

/**
 * rest_filter_response_fields(): keeps the listed fields, `a.b` naming nested ones. Only the
 * data's own properties are fields: `constructor.name` selects nothing and writes nothing.
 */
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
				! Object.hasOwn( from, path[ i ] )
			) {
				break;
			}
			from = ( from as Record< string, unknown > )[ path[ i ] ];
			if ( i === path.length - 1 ) {
				to[ path[ i ] ] = from;
			} else {
				if ( ! Object.hasOwn( to, path[ i ] ) ) {
					to[ path[ i ] ] = {};
				}
				to = to[ path[ i ] ] as Record< string, unknown >;
			}
		}
	}
	return out;
}

/**
 * get_fields_for_response() and rest_is_field_included(): whether a response in `context` that
 * the request shapes with `_fields` will show `field` (`a.b` for a nested one), so that what it
 * will not show is never computed. `id` is always kept, as WordPress keeps it.
 */
export function fieldIncluded(
	field: string,
	schema: JsonSchema,
	context: Context,
	requested: unknown
): boolean {
	let level: JsonSchema | undefined = schema;
	for ( const part of field.split( '.' ) ) {
		level = level?.properties?.[ part ];
		if (
			! level ||
			( Array.isArray( level.context ) &&
				! level.context.includes( context ) )
		) {
			return false;
		}
	}
	const fields = parseList( requested );
	if ( ! fields.length ) {
		return true;
	}
	return [ ...fields, 'id' ].some(
		( wanted ) =>
			wanted === field ||
			wanted.startsWith( `${ field }.` ) ||
			field.startsWith( `${ wanted }.` )
	);
}

/** Whether a response shaped by `_fields` keeps its links (or what they embed). */
export function linksIncluded( requested: unknown ): boolean {
	const fields = parseList( requested );
	return (
		! fields.length ||
		fields.some( ( field ) => /^_(links|embedded)(\.|$)/.test( field ) )
	);
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

/** The page a collection request asks for: `page` (from 1) of `per_page` items, 10 unless sent. */
export function requestedPage( params: Record< string, unknown > ): {
	page: number;
	perPage: number;
	/** Where the page starts, unless the request sends its own `offset`. */
	offset: number;
} {
	const perPage = ( params.per_page as number | undefined ) ?? 10;
	const page = ( params.page as number | undefined ) ?? 1;
	return {
		page,
		perPage,
		offset:
			( params.offset as number | undefined ) ?? ( page - 1 ) * perPage,
	};
}

export interface CollectionPage {
	/** The items of this page, prepared for the response. */
	items: unknown[];
	/** How many items the whole collection holds. */
	total: number;
	page: number;
	perPage: number;
	/** The collection's URL, for the Link header. */
	baseUrl: string;
	/** Query parameters the prev and next links repeat. */
	params?: Record< string, unknown >;
	/**
	 * The error code of a page past the last one, e.g. `rest_post_invalid_page_number`; without
	 * one (comments), such a page is simply empty.
	 */
	invalidPageCode?: string;
}

/**
 * Adds a request's argument to a page link as WordPress's add_query_arg() does: a list as it was
 * sent, an argument sent as `name[key]=…` under the same nested names.
 */
function addQueryArg( search: URLSearchParams, key: string, value: unknown ) {
	if ( value === undefined || value === null || value === '' ) {
		return;
	}
	if ( Array.isArray( value ) ) {
		search.set( key, value.join( ',' ) );
	} else if ( typeof value === 'object' ) {
		for ( const [ inner, innerValue ] of Object.entries( value ) ) {
			addQueryArg( search, `${ key }[${ inner }]`, innerValue );
		}
	} else {
		search.set( key, String( value ) );
	}
}

/** A collection response with X-WP-Total, X-WP-TotalPages and Link headers. */
export function collection( {
	items,
	total,
	page,
	perPage,
	baseUrl,
	params = {},
	invalidPageCode,
}: CollectionPage ): RestResult {
	const totalPages = perPage > 0 ? Math.ceil( total / perPage ) : 1;
	// WordPress refuses a page past the last one of a collection that is not empty.
	if ( invalidPageCode && page > totalPages && total > 0 ) {
		throw new RestError(
			invalidPageCode,
			'The page number requested is larger than the number of pages available.',
			400
		);
	}
	const links: string[] = [];
	const query = ( p: number ) => {
		const search = new URLSearchParams();
		for ( const [ key, value ] of Object.entries( params ) ) {
			if ( key !== 'page' ) {
				addQueryArg( search, key, value );
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

/** The requested page of a list held in memory, as a collection response. */
export function listPage< T >(
	all: T[],
	params: Record< string, unknown >,
	prepare: ( item: T ) => unknown,
	page: Pick< CollectionPage, 'baseUrl' | 'invalidPageCode' >
): RestResult {
	const { page: number, perPage } = requestedPage( params );
	return collection( {
		...page,
		items: all
			.slice( ( number - 1 ) * perPage, number * perPage )
			.map( prepare ),
		total: all.length,
		page: number,
		perPage,
	} );
}
