import { decodeQuotedPrintable } from '../../mail/mime';
import { newPostMessage } from '../messages';

/** A message's subject line and its decoded body. */
function parts( message: string ) {
	const split = message.indexOf( '\r\n\r\n' );
	return {
		subject: /^Subject: (.*)$/m.exec( message.slice( 0, split ) )?.[ 1 ],
		body: decodeQuotedPrintable( message.slice( split + 4 ) ),
	};
}

describe( 'the new-post message’s language', () => {
	const envelope = ( locale: string ) => ( {
		siteTitle: 'Tessera',
		locale,
		host: 'example.com',
		to: 'reader@example.com',
		date: new Date( '2026-11-29T10:00:00Z' ),
	} );
	const post = {
		title: 'Hello',
		url: 'https://example.com/hello/',
		excerpt: 'Hi.',
	};
	const unsubscribe = 'https://example.com/tessera-subscribe/unsubscribe?x';

	it( 'is the site’s: French on a French site, English on an English one', () => {
		const french = parts(
			newPostMessage( envelope( 'fr_FR' ), post, unsubscribe )
		);
		expect( french.subject ).toBe( '[Nouvel article] Hello' );
		expect( french.body ).toContain(
			'Tessera a publié un nouvel article\u00a0: Hello'
		);
		expect( french.body ).toContain(
			'Le lire\u00a0: https://example.com/hello/'
		);
		expect( french.body ).toContain(
			`Se désabonner\u00a0: ${ unsubscribe }`
		);

		const english = parts(
			newPostMessage( envelope( 'en_US' ), post, unsubscribe )
		);
		expect( english.subject ).toBe( '[New post] Hello' );
		expect( english.body ).toContain(
			'Tessera published a new post: Hello'
		);
		expect( english.body ).toContain( `Unsubscribe: ${ unsubscribe }` );
	} );

	it( 'names a post without a title in the site’s language', () => {
		const untitled = { ...post, title: '' };
		const french = parts(
			newPostMessage( envelope( 'fr_FR' ), untitled, unsubscribe )
		);
		expect( french.subject ).toBe( '[Nouvel article] (sans titre)' );
		expect( french.body ).toContain(
			'Tessera a publié un nouvel article\u00a0: (sans titre)'
		);
		const english = parts(
			newPostMessage( envelope( 'en_US' ), untitled, unsubscribe )
		);
		expect( english.subject ).toBe( '[New post] (no title)' );
		expect( english.body ).toContain(
			'Tessera published a new post: (no title)'
		);
	} );
} );
