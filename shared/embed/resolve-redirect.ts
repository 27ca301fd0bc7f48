import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Where an address leads, asked of the site (`/wpcom/v2/resolve-redirect`, as WordPress.com's
 * embed blocks ask): the address reached after redirects. Rejects when that answers 400 or more,
 * or on any failure of the call.
 */
export async function resolveRedirect( url: string ): Promise< string > {
	const response = await apiFetch< {
		url?: string;
		status?: number | string;
	} >( { path: addQueryArgs( '/wpcom/v2/resolve-redirect/', { url } ) } );
	const status = Number( response?.status );
	if ( Number.isFinite( status ) && status >= 400 ) {
		throw new Error( `The address answered ${ status }.` );
	}
	return typeof response?.url === 'string' && response.url
		? response.url
		: url;
}
