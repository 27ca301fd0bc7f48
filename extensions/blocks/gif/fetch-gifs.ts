import { serviceUrl } from '../../../shared/service-hosts';
import { fetchServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { apiUrl } from './parse';

/** The fields of Giphy's GIF object the block reads. */
export interface Gif {
	id: string;
	title?: string;
	embed_url: string;
	images: {
		original: { width: string; height: string };
		fixed_width_small?: { url: string };
		preview_gif?: { url: string };
	};
}

function isGif( value: unknown ): value is Gif {
	const gif = value as Gif | null;
	return (
		typeof gif === 'object' &&
		gif !== null &&
		typeof gif.id === 'string' &&
		typeof gif.embed_url === 'string' &&
		typeof gif.images?.original === 'object'
	);
}

/**
 * The GIFs for what the person typed: the one of a pasted Giphy address, or the first ten of a
 * search. Asked of Giphy from the browser (through the service host map on this site).
 */
export async function fetchGifs( input: string ): Promise< Gif[] > {
	const hosts = await fetchServiceHosts();
	const response = await window.fetch(
		serviceUrl( apiUrl( input ), hosts, window.location.origin ),
		{ credentials: 'omit' }
	);
	if ( ! response.ok ) {
		throw new Error( `Giphy answered ${ response.status }` );
	}
	const { data } = ( await response.json() ) as { data?: unknown };
	const list = Array.isArray( data ) ? data : [ data ];
	return list.filter( isGif );
}
