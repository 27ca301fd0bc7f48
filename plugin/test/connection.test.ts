/**
 * What the plugin signs (plugin/includes/connection.php, run by PHP with WordPress's functions
 * stood in for) is what the service checks: the signature holds, and the user it acts for
 * carries their own language.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { readSignedUser } from '../../service/wordpress-sites/acting-user';
import {
	signatureMatches,
	SIGNATURE_HEADERS,
} from '../../service/wordpress-sites/signature';

interface Sent {
	url: string;
	method: string;
	headers: Record< string, string >;
}

function sentBy( locale: string ): Sent {
	return JSON.parse(
		execFileSync( 'php', [
			join( __dirname, 'connection-harness.php' ),
			locale,
		] ).toString()
	) as Sent;
}

const header = ( sent: Sent, name: string ) =>
	Object.entries( sent.headers ).find(
		( [ key ] ) => key.toLowerCase() === name
	)?.[ 1 ] ?? '';

function verified( sent: Sent ) {
	const url = new URL( sent.url );
	const parts = {
		method: sent.method,
		path: url.pathname,
		query: url.search.slice( 1 ),
		body: '',
		site: header( sent, SIGNATURE_HEADERS.site ),
		timestamp: header( sent, SIGNATURE_HEADERS.timestamp ),
		nonce: header( sent, SIGNATURE_HEADERS.nonce ),
		user: header( sent, SIGNATURE_HEADERS.user ),
	};
	return {
		signed: signatureMatches(
			parts,
			'the-site-secret',
			header( sent, SIGNATURE_HEADERS.signature )
		),
		user: readSignedUser( parts.user ),
	};
}

describe( 'the acting user the plugin signs', () => {
	it( 'carries their own language, signed with the request', () => {
		expect( verified( sentBy( 'fr_FR' ) ) ).toStrictEqual( {
			signed: true,
			user: {
				id: 5,
				name: 'Ana Autrice',
				caps: [ 'read', 'edit_posts', 'publish_posts' ],
				locale: 'fr_FR',
			},
		} );
		expect( verified( sentBy( 'de_DE_formal' ) ).user?.locale ).toBe(
			'de_DE_formal'
		);
	} );

	it( 'is still signed when the language is not a locale, which the service leaves out', () => {
		expect( verified( sentBy( 'fr_FR"><script>' ) ) ).toStrictEqual( {
			signed: true,
			user: {
				id: 5,
				name: 'Ana Autrice',
				caps: [ 'read', 'edit_posts', 'publish_posts' ],
			},
		} );
	} );
} );
