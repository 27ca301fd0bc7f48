import { filterFields, parseList } from './response';
import type { RestRequest } from './types';

type Fetch = ( href: string ) => Promise< { data: unknown } >;
type Links = Record< string, { href: string; embeddable?: boolean }[] >;

/** Adds `_embedded`: each embeddable link of the requested relations, fetched in embed context. */
async function embedLinks(
	item: Record< string, unknown >,
	rels: string[] | null,
	fetch: Fetch
) {
	const links = item._links as Links | undefined;
	if ( ! links ) {
		return;
	}
	const embedded: Record< string, unknown[] > = {};
	for ( const [ rel, entries ] of Object.entries( links ) ) {
		const embeddable = entries.filter( ( entry ) => entry.embeddable );
		if ( ( rels && ! rels.includes( rel ) ) || ! embeddable.length ) {
			continue;
		}
		embedded[ rel ] = [];
		for ( const entry of embeddable ) {
			embedded[ rel ].push( ( await fetch( entry.href ) ).data );
		}
	}
	if ( Object.keys( embedded ).length ) {
		item._embedded = embedded;
	}
}

/** `_embed` (all relations, or those listed), then `_fields`, as WordPress prepares a response. */
export async function finishResponse(
	data: unknown,
	request: RestRequest,
	fetch: Fetch
): Promise< unknown > {
	const embed = request.params._embed;
	if ( embed !== undefined && data && typeof data === 'object' ) {
		const rels =
			embed === '' || embed === '1' || embed === 'true'
				? null
				: parseList( embed );
		for ( const item of Array.isArray( data ) ? data : [ data ] ) {
			await embedLinks( item as Record< string, unknown >, rels, fetch );
		}
	}
	const fields = parseList( request.params._fields );
	return fields.length ? filterFields( data, fields ) : data;
}
