import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signRequest, SIGNATURE_HEADERS, type SignedParts } from '../signature';

export interface TestSite {
	id: string;
	secret: string;
}

export interface SignedCall {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	url: string;
	body?: string;
	contentType?: string;
	accept?: string;
	/** As the plugin sends it; `locale` may be anything, to send what a broken site would. */
	user?: { id: number; name: string; caps: string[]; locale?: unknown };
	/** Overrides, to send what an attacker would. */
	timestamp?: string;
	nonce?: string;
	tamper?: (
		headers: Record< string, string >,
		parts: SignedParts
	) => {
		url?: string;
		body?: string;
	} | void;
}

export const ADMINISTRATOR = {
	id: 1,
	name: 'Site Owner',
	caps: [
		'read',
		'edit_posts',
		'publish_posts',
		'edit_others_posts',
		'manage_options',
	],
};
export const SUBSCRIBER = { id: 7, name: 'Reader', caps: [ 'read' ] };

/** A WordPress site's request as the plugin signs it. */
export function signedInject(
	service: FastifyInstance,
	site: TestSite,
	call: SignedCall
) {
	const [ path, query = '' ] = call.url.split( /\?(.*)/s );
	const method = call.method ?? 'GET';
	const body = call.body ?? '';
	const parts: SignedParts = {
		method,
		path,
		query,
		body,
		site: site.id,
		timestamp: call.timestamp ?? String( Math.floor( Date.now() / 1000 ) ),
		nonce: call.nonce ?? randomBytes( 12 ).toString( 'hex' ),
		user: call.user
			? Buffer.from( JSON.stringify( call.user ) ).toString( 'base64' )
			: '',
	};
	const headers: Record< string, string > = {
		[ SIGNATURE_HEADERS.site ]: parts.site,
		[ SIGNATURE_HEADERS.timestamp ]: parts.timestamp,
		[ SIGNATURE_HEADERS.nonce ]: parts.nonce,
		[ SIGNATURE_HEADERS.user ]: parts.user,
		[ SIGNATURE_HEADERS.signature ]: signRequest( parts, site.secret ),
		'content-type': call.contentType ?? 'application/json',
		...( call.accept ? { accept: call.accept } : {} ),
	};
	const changed = call.tamper?.( headers, parts ) ?? {};
	return service.inject( {
		method,
		url: changed.url ?? call.url,
		headers,
		payload: ( changed.body ?? body ) || undefined,
	} );
}

export async function connectSite(
	service: FastifyInstance,
	url: string
): Promise< TestSite > {
	const response = await service.inject( {
		method: 'POST',
		url: '/tessera/v1/connect',
		headers: { 'content-type': 'application/json' },
		payload: JSON.stringify( { url, name: url } ),
	} );
	const { site_id: id, secret } = response.json();
	return { id, secret };
}
