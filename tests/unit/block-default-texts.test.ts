/**
 * Every block text with an English default in block.json is shown translated while left at it
 * (Gutenberg never stores an attribute at its default, so nothing else could translate it). A
 * block lists those texts in its texts.ts (shared/locale/default-text.ts); the form fields' labels
 * and consent messages go through shared/form-submission/labels.ts, held by its own test.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { blockFolders } from '../../extensions/folders';
import { inLocale } from '../../platform/render/locale-strings';
import type { ShownText } from '../../shared/locale/default-text';

/** A default a person reads: words, not a keyword (`center`), a colour or a currency (`USD`). */
const WORDS = /^(?=.*[a-z])(?:[A-Z]|.*\s)/;
const FIELD_TEXTS = [
	'label',
	'implicitConsentMessage',
	'explicitConsentMessage',
];

const englishDefaults = blockFolders().flatMap( ( { slug, dir, metadata } ) =>
	Object.entries(
		( metadata.attributes ?? {} ) as Record< string, { default?: unknown } >
	)
		.filter(
			( [ name, attribute ] ) =>
				typeof attribute.default === 'string' &&
				WORDS.test( attribute.default ) &&
				! (
					slug.startsWith( 'field-' ) && FIELD_TEXTS.includes( name )
				)
		)
		.map( ( [ name, attribute ] ) => ( {
			slug,
			dir,
			name,
			english: attribute.default as string,
		} ) )
);

function shownTextOf( dir: string ): ShownText< string > | undefined {
	const file = join( dir, 'texts.ts' );
	return existsSync( file )
		? ( require( file ) as { shownText: ShownText< string > } ).shownText
		: undefined;
}

describe( 'block texts left at an English block.json default', () => {
	it( 'are the ones this test knows to look for', () => {
		expect(
			englishDefaults.map( ( { slug, name } ) => `${ slug }.${ name }` )
		).toStrictEqual( [
			'contact-form.customThankyouHeading',
			'mailchimp.emailPlaceholder',
			'mailchimp.consentText',
			'mailchimp.processingLabel',
			'mailchimp.successLabel',
			'mailchimp.errorLabel',
			'revue.emailLabel',
			'revue.emailPlaceholder',
			'revue.firstNameLabel',
			'revue.firstNamePlaceholder',
			'revue.lastNameLabel',
			'revue.lastNamePlaceholder',
			'simple-payments.postLinkText',
			'subscriptions.subscribePlaceholder',
			'subscriptions.submitButtonText',
			'whatsapp-button.firstMessage',
			'whatsapp-button.buttonText',
		] );
	} );

	it.each( englishDefaults )(
		'$slug: $name is its default word for word in English, translated in French, and an author’s text is kept',
		( { dir, name, english } ) => {
			const shownText = shownTextOf( dir );
			expect( shownText ).toBeInstanceOf( Function );
			const shown = ( values: Record< string, unknown > ) =>
				shownText!( values, name );
			const written = 'Écrit par l’auteur';
			expect( [
				shown( {} ),
				shown( { [ name ]: english } ),
				shown( { [ name ]: written } ),
				shown( { [ name ]: '' } ),
			] ).toStrictEqual( [ english, english, written, '' ] );
			const french = inLocale( 'fr_FR', () => [
				shown( { [ name ]: english } ),
				shown( { [ name ]: written } ),
			] );
			expect( french[ 1 ] ).toBe( written );
			expect( french[ 0 ] ).not.toBe( english );
			expect( french[ 0 ] ).not.toBe( '' );
		}
	);
} );
