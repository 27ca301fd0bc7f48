import {
	htmlLang,
	isRightToLeft,
	languageAttributes,
} from '../../platform/content/locale';
import { createSite, type TestSite } from './helpers';

describe( 'the language of a page', () => {
	it( 'writes a locale as an HTML language, and anything else as English', () => {
		expect( htmlLang( 'en_US' ) ).toBe( 'en-US' );
		expect( htmlLang( 'he_IL' ) ).toBe( 'he-IL' );
		expect( htmlLang( 'ary' ) ).toBe( 'ary' );
		expect( htmlLang( 'en_US"><script>' ) ).toBe( 'en' );
		expect( htmlLang( '' ) ).toBe( 'en' );
	} );

	it( 'knows which languages run right to left', () => {
		expect(
			[ 'he_IL', 'ar', 'fa_IR', 'ur', 'ckb', 'ug_CN' ].map(
				isRightToLeft
			)
		).toStrictEqual( [ true, true, true, true, true, true ] );
		expect(
			[ 'en_US', 'fr_FR', 'hr', 'de_DE', 'arg', 'heb' ].map(
				isRightToLeft
			)
		).toStrictEqual( [ false, false, false, false, false, false ] );
	} );

	it( 'names the direction only when it is right to left', () => {
		expect( languageAttributes( 'he_IL' ) ).toBe(
			'lang="he-IL" dir="rtl"'
		);
		expect( languageAttributes( 'fr_FR' ) ).toBe( 'lang="fr-FR"' );
	} );
} );

// One site for the pages below: creating one is the slow part.
let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

describe( 'a visitor page of a site in a right-to-left language', () => {
	it( 'is marked right to left, and left to right again when the language changes back', async () => {
		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'he_IL',
		} );
		const hebrew = ( await site.anonymous.get( '/' ) ).body;
		expect( hebrew ).toContain( '<html lang="he-IL" dir="rtl">' );
		expect( hebrew ).toMatch( /<body class="tessera-theme rtl / );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.anonymous.get( '/' ) ).body;
		expect( english ).toContain( '<html lang="en-US">' );
		expect( english ).not.toContain( 'dir="rtl"' );
		expect( english ).toMatch( /<body class="tessera-theme [^r]/ );
	} );
} );

describe( 'a visitor page of a site in French', () => {
	it( 'draws the server-rendered blocks and shortcodes in French, as authored blocks stay', async () => {
		const post = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Contact',
			status: 'publish',
			content: [
				'<!-- wp:paragraph --><p>Written in English.</p><!-- /wp:paragraph -->',
				'<!-- wp:tessera/contact-form /-->',
				'<!-- wp:tessera/subscriptions -->\n[tessera_subscription_form]\n<!-- /wp:tessera/subscriptions -->',
			].join( '\n' ),
		} );
		const link = new URL( post.json().link ).pathname;

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const french = ( await site.anonymous.get( link ) ).body as string;
		expect( french ).toContain( '>Envoyer</button>' );
		expect( french ).toContain( 'Adresse e-mail' );
		expect( french ).toContain( 'Written in English.' );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.anonymous.get( link ) ).body as string;
		expect( english ).toContain( '>Submit</button>' );
		expect( english ).not.toContain( 'Adresse e-mail' );
	} );
} );
