import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Whether an address loads, asked of the site (`/wpcom/v2/resolve-redirect`, as WordPress.com's
 * embed blocks do): resolves when it answers below 400, rejects otherwise or on any failure.
 */
export async function verifyUrl( url: string ): Promise< void > {
	const response = await apiFetch< {
		url?: string;
		status?: number | string;
	} >( { path: addQueryArgs( '/wpcom/v2/resolve-redirect/', { url } ) } );
	const status = Number( response?.status );
	if ( Number.isFinite( status ) && status >= 400 ) {
		throw new Error( `The address answered ${ status }.` );
	}
}
