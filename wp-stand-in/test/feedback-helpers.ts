import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestSite } from './helpers';

/** A form holding one field of each kind, as a published post's content. */
export const EVERY_FIELD_FORM = [
	'<!-- wp:paragraph --><p>Write to us.</p><!-- /wp:paragraph -->',
	'<!-- wp:tessera/contact-form {"subject":"New message","to":"owner@example.com, bad-address"} -->',
	'<!-- wp:tessera/field-name {"required":true} /-->',
	'<!-- wp:tessera/field-email {"required":true} /-->',
	'<!-- wp:tessera/field-url /-->',
	'<!-- wp:tessera/field-telephone /-->',
	'<!-- wp:tessera/field-date /-->',
	'<!-- wp:tessera/field-text {"label":"Company"} /-->',
	'<!-- wp:tessera/field-textarea /-->',
	'<!-- wp:tessera/field-radio {"label":"Attending?","required":true,"options":["Yes","No"]} /-->',
	'<!-- wp:tessera/field-checkbox-multiple {"label":"Topics","options":["Sales","Support"]} /-->',
	'<!-- wp:tessera/field-select {"label":"How did you hear about us?","options":["TV","Radio"]} /-->',
	'<!-- wp:tessera/field-checkbox {"label":"Call me back"} /-->',
	'<!-- wp:tessera/field-consent {"consentType":"explicit"} /-->',
	'<!-- wp:tessera/button {"element":"button","text":"Send"} /-->',
	'<!-- /wp:tessera/contact-form -->',
].join( '\n' );

/** Field names of EVERY_FIELD_FORM, in order. */
export const F = {
	name: 'tessera-field-0',
	email: 'tessera-field-1',
	url: 'tessera-field-2',
	phone: 'tessera-field-3',
	date: 'tessera-field-4',
	company: 'tessera-field-5',
	message: 'tessera-field-6',
	attending: 'tessera-field-7',
	topics: 'tessera-field-8',
	heard: 'tessera-field-9',
	callBack: 'tessera-field-10',
	consent: 'tessera-field-11',
};

export const GOOD_ANSWERS: Record< string, string | string[] > = {
	[ F.name ]: 'Ada Lovelace',
	[ F.email ]: 'ada@example.com',
	[ F.url ]: 'https://example.com/ada',
	[ F.phone ]: '+44 20 7946 0958',
	[ F.date ]: '2026-12-31',
	[ F.company ]: 'Analytical Engines',
	[ F.message ]: 'Hello,\nplease call.',
	[ F.attending ]: 'Yes',
	[ F.topics ]: [ 'Sales', 'Support' ],
	[ F.heard ]: 'TV',
	[ F.callBack ]: '1',
	[ F.consent ]: '1',
};

export async function publishPost(
	site: TestSite,
	content: string,
	title = 'Contact us'
) {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title,
		content,
		status: 'publish',
	} );
	if ( response.statusCode !== 201 ) {
		throw new Error( `Publishing failed: ${ response.body }` );
	}
	return response.json().id as number;
}

/** An url-encoded body as a browser sends a form (repeated names for a group of boxes). */
function formBody( values: Record< string, string | string[] > ): string {
	const params = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( values ) ) {
		for ( const item of Array.isArray( value ) ? value : [ value ] ) {
			params.append( name, item );
		}
	}
	return params.toString();
}

export function submit(
	site: TestSite,
	postId: number,
	values: Record< string, string | string[] >,
	options: { json?: boolean; form?: number; userAgent?: string } = {}
) {
	return site.app.inject( {
		method: 'POST',
		url: `/contact-form/${ postId }/${ options.form ?? 0 }`,
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			'user-agent': options.userAgent ?? 'jest visitor',
			...( options.json === false ? {} : { accept: 'application/json' } ),
		},
		payload: formBody( values ),
	} );
}

export function outboxFiles( site: TestSite ): string[] {
	try {
		return readdirSync( join( site.dir, 'data', 'outbox' ) )
			.filter( ( name ) => name.endsWith( '.eml' ) )
			.sort()
			.map( ( name ) =>
				readFileSync( join( site.dir, 'data', 'outbox', name ), 'utf8' )
			);
	} catch {
		return [];
	}
}

export function storedFeedback( site: TestSite ) {
	return site.db
		.prepare( 'SELECT * FROM tessera_feedback ORDER BY id' )
		.all() as {
		id: number;
		form_id: string;
		post_id: number;
		fields: string;
		ip_hash: string;
		user_agent: string;
		status: string;
	}[];
}
