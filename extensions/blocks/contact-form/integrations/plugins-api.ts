/**
 * WordPress's plugins endpoints (`/wp/v2/plugins`), as the integration panels use them. Each call
 * rejects with the message WordPress gave, ready to show, and is refused before it is sent on a
 * simple (WordPress.com-hosted) site, which cannot install plugins.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { getSiteType } from '../../../../shared/availability';

export interface SitePlugin {
	plugin: string;
	status: 'active' | 'inactive' | 'network-active';
	version: string;
}

function messageOf( error: unknown ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message !== ''
		? message
		: __( 'An unknown error occurred.', 'tessera' );
}

async function call< T >( options: Parameters< typeof apiFetch >[ 0 ] ) {
	if ( getSiteType() === 'simple' ) {
		throw new Error(
			__( 'Plugins cannot be managed on this site.', 'tessera' )
		);
	}
	try {
		return ( await apiFetch( options ) ) as T;
	} catch ( error ) {
		throw new Error( messageOf( error ) );
	}
}

export function listPlugins(): Promise< SitePlugin[] > {
	return call< SitePlugin[] >( { path: '/wp/v2/plugins' } );
}

/** Installs a plugin from the WordPress.org directory and activates it. */
export function installAndActivatePlugin(
	slug: string
): Promise< SitePlugin > {
	return call< SitePlugin >( {
		path: '/wp/v2/plugins',
		method: 'POST',
		data: { slug, status: 'active' },
	} );
}

/** Activates an installed plugin, named by its file without `.php`. */
export function activatePlugin( file: string ): Promise< SitePlugin > {
	return call< SitePlugin >( {
		path: `/wp/v2/plugins/${ file }`,
		method: 'POST',
		data: { status: 'active' },
	} );
}
