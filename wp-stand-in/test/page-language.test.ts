import {
	htmlLang,
	isRightToLeft,
	languageAttributes,
} from '../../platform/content/locale';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { decodeQuotedPrintable } from '../../service/features/mail/mime';
import { outboxFiles } from './feedback-helpers';
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
		// wp-admin is in the user's language: the site's, as they chose none.
		expect( ( await site.admin.get( '/wp-admin/edit.php' ) ).body ).toMatch(
			/^<!DOCTYPE html>\n<html lang="he-IL" dir="rtl">\n/
		);

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.anonymous.get( '/' ) ).body;
		expect( english ).toContain( '<html lang="en-US">' );
		expect( english ).not.toContain( 'dir="rtl"' );
		expect( ( await site.admin.get( '/wp-admin/edit.php' ) ).body ).toMatch(
			/^<!DOCTYPE html>\n<html lang="en-US">\n/
		);
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

describe( 'Tessera’s default texts on a page of a site in French', () => {
	it( 'are French where the author left them, and what the author wrote stays as written', async () => {
		const post = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Defaults',
			status: 'publish',
			content: [
				'<!-- wp:tessera/contact-form -->',
				'<!-- wp:tessera/field-url /-->',
				'<!-- wp:tessera/field-name {"label":"Your name"} /-->',
				'<!-- wp:tessera/field-consent /-->',
				'<!-- /wp:tessera/contact-form -->',
				'<!-- wp:tessera/subscriptions -->\n[tessera_subscription_form subscribe_placeholder="Email Address" submit_button_text="Subscribe"]\n<!-- /wp:tessera/subscriptions -->',
				'<!-- wp:tessera/whatsapp-button {"countryCode":"44","phoneNumber":"23 9200 0123"} /-->',
				'<!-- wp:tessera/revue {"revueUsername":"riverastudio","lastNameLabel":"Family name"} /-->',
			].join( '\n' ),
		} );
		const link = new URL( post.json().link ).pathname;
		const french = [
			'data-label="Site web"',
			'data-label="Your name"',
			'En envoyant vos informations, vous nous autorisez',
			'placeholder="Adresse e-mail"',
			'>S’abonner</button>',
			'>Discuter sur WhatsApp<',
			encodeURIComponent( 'Bonjour, j’ai trouvé vos coordonnées' ),
			'Saisissez votre adresse e-mail',
			'Prénom',
			'Family name',
		];

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const page = ( await site.anonymous.get( link ) ).body as string;
		for ( const text of french ) {
			expect( [ text, page.includes( text ) ] ).toStrictEqual( [
				text,
				true,
			] );
		}

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.anonymous.get( link ) ).body as string;
		expect( english ).toContain( 'data-label="Website"' );
		expect( english ).toContain( 'giving us permission to email you' );
		expect( english ).toContain( 'placeholder="Email Address"' );
		expect( english ).toContain( 'Enter your email address' );
		expect( english ).not.toContain( 'Prénom' );
	} );
} );

describe( 'the Like button and share links under a post of a site in French', () => {
	const NBSP = '\u00a0';

	it( 'are French for a visitor and a reader who liked the post, and English again after', async () => {
		const post = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Likes and sharing',
			status: 'publish',
			content: '<!-- wp:paragraph --><p>Hello.</p><!-- /wp:paragraph -->',
		} );
		const { id, link } = post.json() as { id: number; link: string };
		const path = new URL( link ).pathname;

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const visitor = ( await site.anonymous.get( path ) ).body as string;
		expect( visitor ).toContain( `>J’aime ça${ NBSP }:</h2>` );
		expect( visitor ).toContain(
			'>Connectez-vous pour aimer cette publication.</a>'
		);
		expect( visitor ).toContain( '>Soyez le premier à aimer ceci.</span>' );
		expect( visitor ).toContain( `>Partager${ NBSP }:</h2>` );
		expect( visitor ).toContain( 'aria-label="Partager par e-mail"' );
		expect( visitor ).toMatch( /<\/svg>E-mail<\/a>/ );
		expect( visitor ).toContain(
			'aria-label="Partager sur Facebook (ouvre un nouvel onglet)"'
		);
		expect( visitor ).not.toMatch(
			/Like this|Share this|Share on|like this/
		);

		await site.admin.post( `/wp-json/wpcom/v2/posts/${ id }/likes` );
		const reader = ( await site.admin.get( path ) ).body as string;
		expect( reader ).toContain( 'aria-pressed="true">Aimé</button>' );
		expect( reader ).toContain( '>1 mention J’aime</span>' );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.admin.get( path ) ).body as string;
		expect( english ).toContain( '>Like this:</h2>' );
		expect( english ).toContain( 'aria-pressed="true">Liked</button>' );
		expect( english ).toContain( '>1 like</span>' );
		expect( english ).toContain( '>Share this:</h2>' );
		expect( english ).toContain(
			'aria-label="Share on Facebook (opens in a new tab)"'
		);
		expect( english ).not.toContain( 'J’aime' );
	} );
} );

describe( 'the subscription pages of a site in French', () => {
	it( 'are French, and English again after', async () => {
		const unsubscribe =
			'/tessera-subscribe/unsubscribe?email=reader%40example.com&token=x';
		const badConfirm = '/tessera-subscribe/confirm?email=a%40b.c&token=x';

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const asking = ( await site.anonymous.get( unsubscribe ) )
			.body as string;
		expect( asking ).toContain( '<html lang="fr-FR">' );
		expect( asking ).toContain( '<h1>Se désabonner</h1>' );
		expect( asking ).toContain(
			'Ne plus envoyer d’e-mails sur les nouveaux articles à reader@example.com\u00a0?'
		);
		expect( asking ).toContain(
			'<button type="submit">Se désabonner</button>'
		);
		expect( asking ).toMatch( />Retour à [^<]+<\/a>/ );
		const refused = await site.anonymous.get( badConfirm );
		expect( refused.statusCode ).toBe( 400 );
		expect( refused.body ).toContain( '<h1>Abonnement non confirmé</h1>' );
		expect( refused.body ).toContain( 'Ce lien n’est pas valide.' );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await site.anonymous.get( unsubscribe ) )
			.body as string;
		expect( english ).toContain( '<html lang="en-US">' );
		expect( english ).toContain( '<h1>Unsubscribe</h1>' );
		expect( english ).toContain(
			'Stop e-mails about new posts to reader@example.com?'
		);
		expect(
			( await site.anonymous.get( badConfirm ) ).body as string
		).toContain( '<h1>Subscription not confirmed</h1>' );
	} );
} );

describe( 'the payment pages of a site in French', () => {
	const checkout = () =>
		site.anonymous.request( 'POST', '/simple-payments/checkout', {
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: 'product_id=999999&post_id=1&quantity=1',
		} );

	it( 'say why a payment did not start in French, and in English again after', async () => {
		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const french = await checkout();
		expect( french.statusCode ).toBe( 404 );
		expect( french.body ).toContain( '<html lang="fr-FR">' );
		expect( french.body ).toContain( '<title>Paiement</title>' );
		expect( french.body ).toContain(
			'<p>Ce produit n’est pas en vente.</p>'
		);
		expect( french.body ).toContain( '>Retour au site</a>' );
		const lost = await site.anonymous.get(
			'/simple-payments/paypal/return?token=x'
		);
		expect( lost.body ).toContain( 'Ce paiement est introuvable.' );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = await checkout();
		expect( english.body ).toContain( '<html lang="en-US">' );
		expect( english.body ).toContain( '<p>This item is not for sale.</p>' );
		expect( english.body ).toContain( '>Back to the site</a>' );
	} );
} );

describe( 'the answers of a contact form on a site in French', () => {
	it( 'name the errors in French, without a script and with one, and in English again after', async () => {
		const post = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Write to us',
			status: 'publish',
			content: [
				'<!-- wp:tessera/contact-form -->',
				'<!-- wp:tessera/field-name {"required":true} /-->',
				'<!-- wp:tessera/field-email {"required":true} /-->',
				'<!-- /wp:tessera/contact-form -->',
			].join( '\n' ),
		} );
		const { id } = post.json() as { id: number };
		const send = ( accept: string ) =>
			site.app.inject( {
				method: 'POST',
				url: `/contact-form/${ id }/0`,
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					accept,
				},
				payload: '',
			} );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const french = ( await send( 'application/json' ) ).json();
		expect( french.message ).toBe(
			'Veuillez corriger les 2 champs signalés ci-dessous.'
		);
		expect( Object.values( french.data.errors ) ).toStrictEqual( [
			'Ce champ est obligatoire.',
			'Ce champ est obligatoire.',
		] );
		const back = await send( 'text/html' );
		expect( back.statusCode ).toBe( 303 );
		const page = (
			await site.anonymous.get( back.headers.location as string )
		).body as string;
		expect( page ).toContain(
			'Veuillez corriger les 2 champs signalés ci-dessous.'
		);
		expect( page ).not.toContain( 'Please correct' );
		// A form that is not there: its page speaks French around the French message.
		const gone = await site.app.inject( {
			method: 'POST',
			url: '/contact-form/999999/0',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: '',
		} );
		expect( gone.statusCode ).toBe( 404 );
		expect( gone.body ).toMatch(
			/^<!DOCTYPE html><html lang="fr-FR">.*<title>WordPress › Erreur<\/title>.*<h1>Erreur<\/h1><p>Ce formulaire n’est plus disponible\./
		);

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		expect( ( await send( 'application/json' ) ).json().message ).toBe(
			'Please correct the 2 fields marked below.'
		);
	} );
} );

describe( 'the subscription e-mail of a site in French', () => {
	const signUp = ( email: string ) =>
		site.anonymous.request( 'POST', '/tessera-subscribe', {
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams( { email } ).toString(),
		} );
	const confirmationTo = ( email: string ) =>
		outboxFiles( site )
			.filter( ( file ) => file.includes( email ) )
			.map( ( file ) =>
				decodeQuotedPrintable(
					file.slice( file.indexOf( '\r\n\r\n' ) + 4 )
				)
			);

	it( 'asks for the confirmation in French, and in English again after', async () => {
		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		expect( ( await signUp( 'lecteur@example.com' ) ).statusCode ).toBe(
			303
		);
		const [ french ] = confirmationTo( 'lecteur@example.com' );
		expect( french ).toContain( 'Pour confirmer, ouvrez ce lien\u00a0:' );
		expect( french ).toContain( 'Quelqu’un (vous, espérons-le) a demandé' );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		await signUp( 'reader@example.com' );
		const [ english ] = confirmationTo( 'reader@example.com' );
		expect( english ).toContain( 'To confirm, open this link:' );
	} );
} );

describe( 'the Like form’s refusals on a site in French', () => {
	it( 'are French, and English again after', async () => {
		const off = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'No likes here',
				status: 'publish',
				jetpack_likes_enabled: false,
			} )
		).json() as { id: number };
		const on = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Likes here',
				status: 'publish',
			} )
		).json() as { id: number; link: string };
		const page = ( await site.admin.get( new URL( on.link ).pathname ) )
			.body as string;
		const nonce = /name="_wpnonce" value="([0-9a-f]{10})"/.exec(
			page
		)![ 1 ];
		const like = ( id: number, value: string ) =>
			site.admin.request( 'POST', `/tessera-likes/${ id }`, {
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
				payload: new URLSearchParams( {
					like: value,
					_wpnonce: nonce,
				} ).toString(),
				nonce: false,
			} );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const turnedOff = await like( off.id, '1' );
		expect( turnedOff.statusCode ).toBe( 403 );
		expect( turnedOff.body ).toBe(
			'<!DOCTYPE html><html lang="fr-FR"><head><meta charset="utf-8"><title>WordPress › Erreur</title></head>' +
				'<body><main><h1>Erreur</h1><p>Les mentions J’aime sont désactivées pour cette publication.</p></main></body></html>'
		);
		// WordPress's own message is English here: so is the page around it.
		const missing = await like( 999999, '1' );
		expect( missing.statusCode ).toBe( 404 );
		expect( missing.body ).toBe(
			'<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>WordPress › Error</title></head>' +
				'<body><main><h1>Error</h1><p>Invalid post ID.</p></main></body></html>'
		);
		const unclear = await like( on.id, 'maybe' );
		expect( unclear.statusCode ).toBe( 400 );
		expect( unclear.body ).toContain(
			'<p>Indiquez si vous aimez la publication ou non.</p>'
		);

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		expect( ( await like( off.id, '1' ) ).body ).toBe(
			'<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>WordPress › Error</title></head>' +
				'<body><main><h1>Error</h1><p>Likes are turned off for this post.</p></main></body></html>'
		);
		expect( ( await like( on.id, 'maybe' ) ).body ).toContain(
			'<p>Choose whether to like the post.</p>'
		);
	} );
} );

describe( 'the contact form’s notification on a site in French', () => {
	const NBSP = '\u00a0';

	it( 'is written in French, untitled post included, and in English again after', async () => {
		const post = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: '',
			status: 'publish',
			content: [
				'<!-- wp:tessera/contact-form {"to":"owner@example.com"} -->',
				'<!-- wp:tessera/field-name {"label":"Nom"} /-->',
				'<!-- /wp:tessera/contact-form -->',
			].join( '\n' ),
		} );
		const { id } = post.json() as { id: number };
		const send = async ( name: string ) => {
			const sent = await site.app.inject( {
				method: 'POST',
				url: `/contact-form/${ id }/0`,
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					accept: 'application/json',
				},
				payload: new URLSearchParams( {
					'tessera-field-0': name,
				} ).toString(),
			} );
			expect( sent.statusCode ).toBe( 200 );
			const file = outboxFiles( site ).find( ( message ) =>
				message.includes( name )
			)!;
			const split = file.indexOf( '\r\n\r\n' );
			return {
				subject: /^Subject: (.*)$/m.exec(
					file.slice( 0, split )
				)![ 1 ],
				body: decodeQuotedPrintable( file.slice( split + 4 ) ),
			};
		};

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const french = await send( 'Ada' );
		expect( french.subject ).toBe( '[Tessera] (sans titre)' );
		expect( french.body ).toMatch(
			new RegExp( `^Nom${ NBSP }: Ada\\r?$`, 'm' )
		);
		expect( french.body ).toMatch(
			new RegExp(
				`Envoyé depuis «${ NBSP }\\(sans titre\\)${ NBSP }»${ NBSP }: http`
			)
		);
		expect( french.body ).toMatch(
			new RegExp( `Date et heure${ NBSP }: [a-z]+ \\d+ [a-zéû]+ \\d{4}` )
		);
		expect( french.body ).toMatch(
			new RegExp( `^ID du retour${ NBSP }: \\d+\\r?$`, 'm' )
		);
		expect( french.body ).not.toMatch( /Sent from|Time:|Feedback ID/ );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = await send( 'Grace' );
		expect( english.subject ).toBe( '[Tessera] (no title)' );
		expect( english.body ).toMatch( /^Nom: Grace\r?$/m );
		expect( english.body ).toContain( 'Sent from “(no title)”: http' );
		expect( english.body ).toMatch(
			/Time: [A-Z][a-z]+day, [A-Z][a-z]+ \d+, \d{4}/
		);
		expect( english.body ).toMatch( /^Feedback ID: \d+\r?$/m );
	} );
} );

describe( 'a post without a title on a site in French', () => {
	it( 'is “(sans titre)” on its page and in lists, and “(no title)” again after', async () => {
		const untitled = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: '',
				status: 'publish',
				content:
					'<!-- wp:paragraph --><p>Untitled.</p><!-- /wp:paragraph -->',
			} )
		).json() as { link: string };
		const list = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Latest',
				status: 'publish',
				content: '<!-- wp:latest-posts /-->',
			} )
		).json() as { link: string };
		const own = () =>
			site.anonymous.get(
				new URL( untitled.link ).pathname +
					new URL( untitled.link ).search
			);
		const latest = () =>
			site.anonymous.get( new URL( list.link ).pathname );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		expect( ( await own() ).body ).toMatch(
			/<h1[^>]*>\(sans titre\)<\/h1>/
		);
		expect( ( await latest() ).body ).toMatch( />\(sans titre\)<\/a>/ );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		expect( ( await own() ).body ).toMatch( /<h1[^>]*>\(no title\)<\/h1>/ );
		expect( ( await latest() ).body ).toMatch( />\(no title\)<\/a>/ );
		expect( ( await latest() ).body ).not.toContain( 'sans titre' );
	} );
} );

describe( 'the Mailchimp sign-up on a site in French', () => {
	it( 'shows a visitor its default texts and answers in French, and in English again after', async () => {
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Newsletter',
				status: 'publish',
				content: [
					'<!-- wp:tessera/mailchimp {"successLabel":"Merci, c’est noté."} -->',
					'<div class="wp-block-tessera-mailchimp"></div>',
					'<!-- /wp:tessera/mailchimp -->',
				].join( '\n' ),
			} )
		).json() as { id: number; link: string };
		const page = () => site.anonymous.get( new URL( post.link ).pathname );
		const signUp = () =>
			site.app.inject( {
				method: 'POST',
				url: '/tessera-mailchimp/subscribe',
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					accept: 'application/json',
				},
				payload: `email=a%40b.c&post_id=${ post.id }&form=0`,
			} );

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'fr_FR',
		} );
		const french = ( await page() ).body as string;
		expect( french ).toContain( 'data-processing="Traitement en cours…"' );
		expect( french ).toContain(
			'data-error="Oups\u00a0! Une erreur s’est produite'
		);
		// What the author wrote stays as written.
		expect( french ).toContain( 'data-success="Merci, c’est noté."' );
		expect( french ).toContain(
			'placeholder="Saisissez votre adresse e-mail"'
		);
		expect( french ).toContain( 'En cliquant sur le bouton d’envoi' );
		expect( french ).toContain(
			'>Rejoindre ma liste de diffusion</button>'
		);
		const refused = await signUp();
		expect( refused.statusCode ).toBe( 400 );
		expect( refused.json().message ).toBe(
			'Ce site n’est pas connecté à Mailchimp.'
		);

		await site.admin.post( '/wp-json/wp/v2/settings', {
			language: 'en_US',
		} );
		const english = ( await page() ).body as string;
		expect( english ).toContain( 'data-processing="Processing…"' );
		expect( english ).toContain( 'placeholder="Enter your email"' );
		expect( english ).toContain( 'data-success="Merci, c’est noté."' );
		expect( english ).toContain( '>Join my email list</button>' );
		expect( ( await signUp() ).json().message ).toBe(
			'This site is not connected to Mailchimp.'
		);
	} );
} );

describe( 'a user’s own language (Profile → Language)', () => {
	const hours = encodeURIComponent(
		JSON.stringify( [ { name: 'sun', hours: [] } ] )
	);
	const preview = ( query: string ) =>
		site.admin.get(
			`/wp-json/wp/v2/block-renderer/tessera/business-hours?context=edit&attributes[days]=${ hours }${ query }`
		);

	afterAll( async () => {
		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: '' } );
	} );

	it( 'puts their editor and its previews in French while the site and its visitors stay English', async () => {
		const saved = await site.admin.post( '/wp-json/wp/v2/users/me', {
			locale: 'fr_FR',
		} );
		expect( saved.statusCode ).toBe( 200 );
		expect(
			(
				await site.admin.get( '/wp-json/wp/v2/users/me?context=edit' )
			).json().locale
		).toBe( 'fr_FR' );
		expect(
			( await site.admin.get( '/wp-json/wp/v2/settings' ) ).json()
				.language
		).toBe( 'en_US' );

		const editor = ( await site.admin.get( '/wp-admin/post-new.php' ) )
			.body;
		expect( editor ).toContain( '<html lang="fr-FR"' );
		expect( editor ).toContain( 'Horaires d’ouverture' );

		// The editor asks with `_locale=user`; anything else answers in the site's language.
		expect(
			( await preview( '&_locale=user' ) ).json().rendered
		).toContain( 'Fermé' );
		expect( ( await preview( '' ) ).json().rendered ).toContain(
			'>Closed<'
		);

		const front = ( await site.anonymous.get( '/' ) ).body;
		expect( front ).toContain( '<html lang="en-US">' );
	} );

	it( 'says why posts are related in French for their editor, and in the site’s English otherwise, from one ranking', async () => {
		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: 'fr_FR' } );
		const tag = (
			await site.admin.post( '/wp-json/wp/v2/tags', { name: 'Freins' } )
		).json() as { id: number };
		const publish = async ( title: string, content: string ) =>
			(
				await site.admin.post( '/wp-json/wp/v2/posts', {
					title,
					content,
					status: 'publish',
					tags: [ tag.id ],
				} )
			).json() as { id: number };
		await publish(
			'',
			'<p>Plaquettes de frein frittées, sous la pluie.</p>'
		);
		const target = await publish(
			'Freins en hiver',
			'<p>Plaquettes de frein usées par la pluie.</p>'
		);
		// No write between the two answers: the second comes from the first's ranking.
		const related = async ( query: string ) =>
			(
				await site.admin.get(
					`/wp-json/wpcom/v2/related-posts/${ target.id }?size=3${ query }`
				)
			)
				.json()
				.map(
					( post: {
						title: string;
						context: string;
						date: string;
					} ) =>
						`${ post.title } | ${ post.context } | ${ post.date }`
				);
		const french = await related( '&_locale=user' );
		const english = await related( '' );
		// The site's date format ('F j, Y') with the month's name in the reader's language.
		const frenchMonth = ( date: string ) =>
			date.replace( /[A-Z][a-z]+/, ( month ) =>
				new Intl.DateTimeFormat( 'fr', { month: 'long' } ).format(
					new Date( `${ month } 1, 2000` )
				)
			);

		expect( english[ 0 ] ).toMatch(
			/^\(no title\) \| In "Freins" \| [A-Z][a-z]+ \d{1,2}, \d{4}$/
		);
		expect( french ).toStrictEqual(
			english.map( ( line: string ) => {
				const [ title, context, date ] = line.split( ' | ' );
				return [
					title.replace( '(no title)', '(sans titre)' ),
					context
						.replace( /In "(.*)"$/, 'Dans «\u00a0$1\u00a0»' )
						.replace( 'Similar post', 'Article similaire' ),
					frenchMonth( date ),
				].join( ' | ' );
			} )
		);
	} );

	it( 'names the business hours’ days in French for their editor, and in the site’s English otherwise', async () => {
		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: 'fr_FR' } );
		const week = ( query: string ) =>
			site.admin.get(
				`/wp-json/wpcom/v2/business-hours/localized-week${ query }`
			);
		expect( ( await week( '?_locale=user' ) ).json() ).toStrictEqual( {
			days: {
				Sun: 'dimanche',
				Mon: 'lundi',
				Tue: 'mardi',
				Wed: 'mercredi',
				Thu: 'jeudi',
				Fri: 'vendredi',
				Sat: 'samedi',
			},
			startOfWeek: 1,
		} );
		expect( ( await week( '' ) ).json().days.Mon ).toBe( 'Monday' );
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wpcom/v2/business-hours/localized-week?_locale=user'
				)
			).json().days.Mon
		).toBe( 'Monday' );
	} );

	it( 'gives their wp-admin list screens their language’s translations, before the screen’s script', async () => {
		// The test site's build has no admin screens: list them as `npm run build` does.
		const manifest = join( site.buildDir, 'asset-manifest.json' );
		writeFileSync(
			manifest,
			JSON.stringify( {
				...JSON.parse( readFileSync( manifest, 'utf8' ) ),
				admin: {
					lists: {
						scripts: [
							'/build/core/i18n.js',
							'/build/admin/lists.js',
						],
						styles: [],
					},
				},
			} )
		);
		const scripts = async () => {
			const page = (
				await site.admin.get( '/wp-admin/edit.php?post_type=feedback' )
			).body as string;
			return page.slice( page.indexOf( '</main>' ) );
		};

		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: 'fr_FR' } );
		const french = await scripts();
		expect( french ).toMatch(
			/^<\/main>\n<script src="\/build\/core\/i18n\.js"><\/script>\n<script>\nwp\.i18n\.setLocaleData\( \{.*"Export CSV":\["Exporter en CSV"\].*\}, "tessera" \);\n<\/script>\n<script src="\/build\/admin\/lists\.js"><\/script>/s
		);
		expect( french ).toContain( '"(no title)":["(sans titre)"]' );

		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: '' } );
		const english = await scripts();
		expect( english ).not.toContain( 'setLocaleData' );
		expect( english ).toContain(
			'<script src="/build/core/i18n.js"></script>\n<script src="/build/admin/lists.js"></script>'
		);
	} );

	it( 'calls an untitled post “(sans titre)” in their lists, their REST answers and a submission’s screen', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: '',
				status: 'publish',
				content: [
					'<!-- wp:tessera/contact-form -->',
					'<!-- wp:tessera/field-name /-->',
					'<!-- /wp:tessera/contact-form -->',
				].join( '\n' ),
			} )
		).json() as { id: number };
		await site.app.inject( {
			method: 'POST',
			url: `/contact-form/${ id }/0`,
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: 'tessera-field-0=Lin',
		} );
		type Item = {
			id: number;
			parent: number;
			post_title: string;
			form_name: string;
		};
		const ofThePost = async ( query: string ) =>
			(
				(
					await site.admin.get( `/wp-json/wp/v2/feedback${ query }` )
				).json() as Item[]
			 ).find( ( item ) => item.parent === id )!;
		const screen = async ( feedback: number ) =>
			(
				await site.admin.get(
					`/wp-admin/edit.php?post_type=feedback&feedback=${ feedback }`
				)
			).body as string;

		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: 'fr_FR' } );
		const posts = ( await site.admin.get( '/wp-admin/edit.php' ) ).body;
		expect( posts ).toContain( '(sans titre)' );
		expect( posts ).toMatch( /^<!DOCTYPE html>\n<html lang="fr-FR">\n/ );
		const gone = await site.admin.get(
			'/wp-admin/edit.php?post_type=feedback&feedback=999999'
		);
		expect( gone.statusCode ).toBe( 404 );
		expect( gone.body ).toMatch(
			/^<!DOCTYPE html><html lang="fr-FR"><head><meta charset="utf-8"><title>WordPress › Erreur<\/title>.*<h1>Erreur<\/h1><p>Ce retour n’existe plus\.<\/p>/
		);
		const french = await ofThePost( '?_locale=user' );
		expect( [ french.post_title, french.form_name ] ).toStrictEqual( [
			'(sans titre)',
			'(sans titre) — formulaire 1',
		] );
		// Without `_locale=user` a REST answer is in the site's language.
		const asSite = await ofThePost( '' );
		expect( [ asSite.post_title, asSite.form_name ] ).toStrictEqual( [
			'(no title)',
			'(no title) — form 1',
		] );
		const one = await screen( french.id );
		expect( one ).toContain( `<h1>Retour n°\u00a0${ french.id }</h1>` );
		expect( one ).toContain( '>‹ Revenir aux retours</a>' );
		expect( one ).toContain(
			'<th scope="row">Formulaire</th><td>(sans titre) — formulaire 1</td>'
		);
		expect( one ).toContain(
			'<th scope="row">État</th><td>Boîte de réception</td>'
		);

		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: '' } );
		const englishPosts = ( await site.admin.get( '/wp-admin/edit.php' ) )
			.body;
		expect( englishPosts ).not.toContain( '(sans titre)' );
		expect( englishPosts ).toMatch(
			/^<!DOCTYPE html>\n<html lang="en-US">\n/
		);
		expect(
			(
				await site.admin.get(
					'/wp-admin/edit.php?post_type=feedback&feedback=999999'
				)
			).body
		).toMatch(
			/^<!DOCTYPE html><html lang="en-US">.*<title>WordPress › Error<\/title>.*<p>This feedback no longer exists\.<\/p>/
		);
		const english = await screen( french.id );
		expect( english ).toContain( `<h1>Feedback #${ french.id }</h1>` );
		expect( english ).toContain(
			'<th scope="row">Form</th><td>(no title) — form 1</td>'
		);
	} );

	it( 'goes back to the site’s language with Site Default, and refuses a language the site lacks', async () => {
		expect(
			(
				await site.admin.post( '/wp-json/wp/v2/users/me', {
					locale: 'xx_YY',
				} )
			).statusCode
		).toBe( 400 );
		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: '' } );
		const me = (
			await site.admin.get( '/wp-json/wp/v2/users/me?context=edit' )
		).json();
		expect( me.locale ).toBe( 'en_US' );
		const editor = ( await site.admin.get( '/wp-admin/post-new.php' ) )
			.body;
		expect( editor ).toContain( '<html lang="en-US"' );
		expect( editor ).not.toContain( 'Horaires d’ouverture' );
	} );
} );

describe( 'the Profile screen', () => {
	const PROFILE = '/wp-admin/profile.php';
	const send = async ( locale: string ) => {
		const page = await site.admin.get( PROFILE );
		const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page.body )![ 1 ];
		return site.admin.request( 'POST', PROFILE, {
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams( {
				_wpnonce: nonce,
				locale,
			} ).toString(),
		} );
	};

	afterAll( async () => {
		await site.admin.post( '/wp-json/wp/v2/users/me', { locale: '' } );
	} );

	it( 'offers Site Default and the languages Tessera has, and keeps the one chosen', async () => {
		const page = ( await site.admin.get( PROFILE ) ).body;
		expect(
			[
				...page.matchAll( /<option value="([^"]*)"[^>]*>([^<]+)</g ),
			].map( ( [ , value, label ] ) => [ value, label ] )
		).toStrictEqual( [
			[ '', 'Site Default' ],
			[ 'en_US', 'American English' ],
			[ 'fr_FR', 'Français (France)' ],
		] );
		expect( page ).toMatch( /<option value="" lang="en" selected>/ );

		expect( ( await send( 'fr_FR' ) ).statusCode ).toBe( 302 );
		expect(
			( await site.admin.get( `${ PROFILE }?updated=1` ) ).body
		).toMatch( /<option value="fr_FR" lang="fr-FR" selected>/ );
		expect(
			( await site.admin.get( '/wp-admin/post-new.php' ) ).body
		).toContain( '<html lang="fr-FR"' );

		expect( ( await send( 'de_DE' ) ).statusCode ).toBe( 400 );
		expect(
			(
				await site.admin.get( '/wp-json/wp/v2/users/me?context=edit' )
			).json().locale
		).toBe( 'fr_FR' );
	} );
} );
