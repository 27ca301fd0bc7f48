import { createSite, type TestSite } from './helpers';
import {
	EVERY_FIELD_FORM,
	F,
	GOOD_ANSWERS,
	outboxFiles,
	publishPost,
	storedFeedback,
	submit,
} from './feedback-helpers';
import { decodeQuotedPrintable } from '../../service/features/mail/mime';

let site: TestSite;
let postId: number;

beforeEach( async () => {
	site = await createSite();
	postId = await publishPost( site, EVERY_FIELD_FORM );
} );

afterEach( async () => {
	delete process.env.TESSERA_FORM_RATE_LIMIT;
	await site.close();
} );

describe( 'the published form', () => {
	it( 'is a real form posting to the submission route, with named fields and a honeypot', async () => {
		const html = ( await site.anonymous.get( `/?p=${ postId }` ) ).body;
		expect( html ).toContain(
			`<form class="wp-block-tessera-contact-form__form" method="post" action="/contact-form/${ postId }/0"`
		);
		expect( html ).toMatch(
			/<input[^>]*name="tessera-field-1"[^>]*required[^>]*type="email"/
		);
		expect( html ).toMatch(
			/<input[^>]*type="radio"[^>]*name="tessera-field-7"[^>]*value="Yes"/
		);
		expect( html ).toContain( 'name="tessera_website"' );
		expect( html ).toContain( '<button class="wp-block-button__link' );
		expect( html ).not.toContain(
			'class="wp-block-tessera-contact-form__submit'
		);
	} );
} );

describe( 'a submission with JavaScript (JSON)', () => {
	it( 'stores the labelled values, hashes the address and answers with the thank-you', async () => {
		const response = await submit( site, postId, GOOD_ANSWERS, {
			userAgent: 'Agent/1.0',
		} );
		expect( response.statusCode ).toBe( 200 );
		const body = response.json();
		expect( body ).toMatchObject( { status: 'sent', redirect: null } );
		expect( body.html ).toContain( 'Message Sent' );
		expect( body.html ).toContain(
			'<dt>How did you hear about us?</dt><dd>TV</dd>'
		);

		const [ row ] = storedFeedback( site );
		expect( row ).toMatchObject( {
			form_id: `${ postId }-0`,
			post_id: postId,
			status: 'publish',
			user_agent: 'Agent/1.0',
		} );
		expect( row.ip_hash ).toMatch( /^[a-f0-9]{64}$/ );
		expect( JSON.stringify( row ) ).not.toContain( '127.0.0.1' );
		expect( JSON.parse( row.fields ) ).toEqual( [
			{ label: 'Name', value: 'Ada Lovelace', kind: 'name' },
			{ label: 'Email', value: 'ada@example.com', kind: 'email' },
			{
				label: 'Website',
				value: 'https://example.com/ada',
				kind: 'url',
			},
			{ label: 'Phone', value: '+44 20 7946 0958', kind: 'telephone' },
			{ label: 'Date', value: '2026-12-31', kind: 'date' },
			{ label: 'Company', value: 'Analytical Engines', kind: 'text' },
			{
				label: 'Message',
				value: 'Hello,\nplease call.',
				kind: 'textarea',
			},
			{ label: 'Attending?', value: 'Yes', kind: 'radio' },
			{
				label: 'Topics',
				value: [ 'Sales', 'Support' ],
				kind: 'checkbox-multiple',
			},
			{
				label: 'How did you hear about us?',
				value: 'TV',
				kind: 'select',
			},
			{ label: 'Call me back', value: 'Yes', kind: 'checkbox' },
			{ label: 'Consent', value: 'Yes', kind: 'consent' },
		] );
	} );

	it( 'refuses missing required fields with an error per field and stores nothing', async () => {
		const response = await submit( site, postId, { [ F.message ]: 'Hi' } );
		expect( response.statusCode ).toBe( 400 );
		expect( response.json() ).toEqual( {
			code: 'tessera_form_invalid',
			message: 'Please correct the 3 fields marked below.',
			data: {
				status: 400,
				errors: {
					[ F.name ]: 'This field is required.',
					[ F.email ]: 'This field is required.',
					[ F.attending ]: 'This field is required.',
				},
			},
		} );
		expect( storedFeedback( site ) ).toHaveLength( 0 );
		expect( outboxFiles( site ) ).toHaveLength( 0 );
	} );

	it.each( [
		[ F.email, 'ada@', 'Please enter a valid email address.' ],
		[
			F.url,
			'javascript:alert(1)',
			'Please enter a valid web address, starting with http:// or https://.',
		],
		[ F.phone, 'call me', 'Please enter a valid phone number.' ],
		[
			F.date,
			'2026-02-30',
			'Please enter a valid date: year, month and day.',
		],
		[ F.attending, 'Maybe', 'Please choose one of the options.' ],
		[
			F.topics,
			[ 'Sales', 'Hacking' ],
			'Please choose one of the options.',
		],
		[ F.heard, 'Newspaper', 'Please choose one of the options.' ],
		[
			F.company,
			'x'.repeat( 1001 ),
			'Please shorten this to at most 1000 characters.',
		],
	] )( 'checks %s against its kind', async ( name, value, message ) => {
		const response = await submit( site, postId, {
			...GOOD_ANSWERS,
			[ name ]: value,
		} );
		expect( response.statusCode ).toBe( 400 );
		expect( response.json().data.errors ).toEqual( { [ name ]: message } );
		expect( storedFeedback( site ) ).toHaveLength( 0 );
	} );

	it( 'answers 404 for a form that does not exist or is not public', async () => {
		expect(
			( await submit( site, postId, GOOD_ANSWERS, { form: 1 } ) )
				.statusCode
		).toBe( 404 );
		expect(
			( await submit( site, 999999, GOOD_ANSWERS ) ).statusCode
		).toBe( 404 );
		const draft = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Draft',
				content: EVERY_FIELD_FORM,
				status: 'draft',
			} )
		).json().id;
		const response = await submit( site, draft, GOOD_ANSWERS );
		expect( response.statusCode ).toBe( 404 );
		expect( response.json().code ).toBe( 'tessera_form_not_found' );
		expect( storedFeedback( site ) ).toHaveLength( 0 );
	} );

	it( 'ignores field definitions and extra names sent by the visitor', async () => {
		await submit( site, postId, {
			...GOOD_ANSWERS,
			'tessera-field-99': 'injected',
			label: 'Fake',
		} );
		const fields = JSON.parse( storedFeedback( site )[ 0 ].fields );
		expect( fields ).toHaveLength( 12 );
		expect( JSON.stringify( fields ) ).not.toContain( 'injected' );
	} );
} );

describe( 'a submission without JavaScript', () => {
	it( 'returns to the post with the errors next to the fields and the values kept', async () => {
		const response = await submit(
			site,
			postId,
			{ ...GOOD_ANSWERS, [ F.email ]: 'not-an-address', [ F.name ]: '' },
			{ json: false }
		);
		expect( response.statusCode ).toBe( 303 );
		const location = String( response.headers.location );
		expect( location ).toMatch(
			new RegExp(
				`^/\\d{4}/\\d{2}/contact-us/\\?tessera-form-result=[a-f0-9]{32}#tessera-form-${ postId }-0$`
			)
		);
		const html = ( await site.anonymous.get( location ) ).body;
		expect( html ).toContain( 'Please correct the 2 fields marked below.' );
		expect( html ).toMatch(
			/<input[^>]*name="tessera-field-1"[^>]*aria-invalid="true" aria-describedby="([^"]+)"[^>]*value="not-an-address"/
		);
		expect( html ).toContain( 'Please enter a valid email address.</p>' );
		expect( html ).toContain( '>Hello,\nplease call.</textarea>' );
		expect( html ).toMatch(
			/value="Support" class="tessera-field__check" checked/
		);
		expect( storedFeedback( site ) ).toHaveLength( 0 );
		// Another visitor's page load shows a blank form.
		const plain = ( await site.anonymous.get( `/?p=${ postId }` ) ).body;
		expect( plain ).not.toContain( 'not-an-address' );
	} );

	it( 'returns to the post showing the summary thank-you', async () => {
		const response = await submit( site, postId, GOOD_ANSWERS, {
			json: false,
		} );
		expect( response.statusCode ).toBe( 303 );
		const html = (
			await site.anonymous.get( String( response.headers.location ) )
		).body;
		expect( html ).toContain( 'wp-block-tessera-contact-form__thank-you' );
		expect( html ).toContain(
			'<dt>Company</dt><dd>Analytical Engines</dd>'
		);
		expect( html ).not.toContain(
			'<form class="wp-block-tessera-contact-form__form"'
		);
		expect( storedFeedback( site ) ).toHaveLength( 1 );
	} );

	it( 'follows a redirect thank-you only to an http(s) address', async () => {
		const redirecting = await publishPost(
			site,
			'<!-- wp:tessera/contact-form {"customThankyou":"redirect","customThankyouRedirect":"https://example.org/thanks"} --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->' +
				'<!-- wp:tessera/contact-form {"customThankyou":"redirect","customThankyouRedirect":"javascript:alert(1)"} --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->',
			'Redirects'
		);
		const good = await submit(
			site,
			redirecting,
			{ 'tessera-field-0': 'Ada' },
			{ json: false }
		);
		expect( good.statusCode ).toBe( 303 );
		expect( good.headers.location ).toBe( 'https://example.org/thanks' );
		const json = await submit( site, redirecting, {
			'tessera-field-0': 'Ada',
		} );
		expect( json.json().redirect ).toBe( 'https://example.org/thanks' );

		const bad = await submit(
			site,
			redirecting,
			{ 'tessera-field-0': 'Ada' },
			{ json: false, form: 1 }
		);
		expect( String( bad.headers.location ) ).toContain(
			`#tessera-form-${ redirecting }-1`
		);
		const html = (
			await site.anonymous.get( String( bad.headers.location ) )
		).body;
		expect( html ).toContain( '<dt>Name</dt><dd>Ada</dd>' );
		expect( html ).not.toContain( 'javascript:alert' );
	} );

	it( 'shows a heading and message thank-you, escaped', async () => {
		const id = await publishPost(
			site,
			'<!-- wp:tessera/contact-form {"customThankyou":"message","customThankyouHeading":"Thanks \\u003cb\\u003e!","customThankyouMessage":"We will reply.\\n\\n\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"} --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->',
			'Message'
		);
		const response = await submit( site, id, { 'tessera-field-0': 'Ada' } );
		expect( response.json().html ).toBe(
			'<div class="wp-block-tessera-contact-form__thank-you" role="status" tabindex="-1"><h3 class="wp-block-tessera-contact-form__thank-you-heading">Thanks &lt;b>!</h3><p>We will reply.</p><p>&lt;script>alert(1)&lt;/script></p></div>'
		);
	} );
} );

describe( 'spam', () => {
	it( 'keeps a submission with the honeypot filled as spam, not feedback, and sends no mail', async () => {
		const response = await submit( site, postId, {
			...GOOD_ANSWERS,
			tessera_website: 'http://spam.example',
		} );
		expect( response.statusCode ).toBe( 400 );
		expect( response.json().code ).toBe( 'tessera_form_spam' );
		expect( response.json().message ).toMatch( /looked like spam/ );
		expect( storedFeedback( site ).map( ( row ) => row.status ) ).toEqual( [
			'spam',
		] );
		expect( outboxFiles( site ) ).toHaveLength( 0 );
	} );

	it( 'limits accepted submissions per address and minute (TESSERA_FORM_RATE_LIMIT)', async () => {
		process.env.TESSERA_FORM_RATE_LIMIT = '2';
		expect(
			( await submit( site, postId, GOOD_ANSWERS ) ).statusCode
		).toBe( 200 );
		// Invalid submissions do not use up the allowance.
		expect( ( await submit( site, postId, {} ) ).statusCode ).toBe( 400 );
		expect(
			( await submit( site, postId, GOOD_ANSWERS ) ).statusCode
		).toBe( 200 );
		const refused = await submit( site, postId, GOOD_ANSWERS );
		expect( refused.statusCode ).toBe( 429 );
		expect( refused.json() ).toMatchObject( {
			code: 'tessera_form_rate_limited',
			message:
				'You have sent too many messages in a short time. Please wait a minute and try again.',
		} );
		expect( storedFeedback( site ) ).toHaveLength( 2 );

		const noJs = await submit( site, postId, GOOD_ANSWERS, {
			json: false,
		} );
		const html = (
			await site.anonymous.get( String( noJs.headers.location ) )
		).body;
		expect( html ).toContain( 'You have sent too many messages' );
		expect( html ).toContain( 'value="Ada Lovelace"' );
	} );
} );

describe( 'the notification', () => {
	it( 'is written to the outbox for the valid recipients, with encoded headers', async () => {
		await submit( site, postId, {
			...GOOD_ANSWERS,
			[ F.name ]: 'Zoë "Z" Kälin\r\nBcc: victim@example.com',
		} );
		const [ message ] = outboxFiles( site );
		const split = message.indexOf( '\r\n\r\n' );
		const head = message.slice( 0, split );
		const body = message.slice( split + 4 );
		expect( head ).toContain( 'To: <owner@example.com>\r\n' );
		expect( head ).toContain( 'Subject: New message\r\n' );
		expect( head ).toMatch( /^From: "Tessera" <wordpress@localhost>\r\n/ );
		expect( head ).toMatch(
			/Reply-To: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <ada@example.com>/
		);
		expect( head ).not.toMatch( /^Bcc:/m );
		expect( head ).toContain(
			'Content-Transfer-Encoding: quoted-printable'
		);
		const text = decodeQuotedPrintable( body );
		expect( text ).toContain(
			'Name: Zoë "Z" Kälin Bcc: victim@example.com\r\n'
		);
		expect( text ).toContain( 'Topics: Sales, Support' );
		expect( text ).toMatch(
			/Sent from “Contact us”: http:\/\/localhost(:\d+)?\/\d{4}\/\d{2}\/contact-us\//
		);
	} );

	it( 'goes to the post author when the form names no valid recipient', async () => {
		const id = await publishPost(
			site,
			'<!-- wp:tessera/contact-form {"subject":"Grüße aus Köln"} --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->'
		);
		await submit( site, id, { 'tessera-field-0': 'Ada' } );
		const [ message ] = outboxFiles( site );
		const author = site.db
			.prepare(
				"SELECT user_email FROM users WHERE user_login = 'admin'"
			)
			.get() as {
			user_email: string;
		};
		expect( message ).toContain( `To: <${ author.user_email }>` );
		expect( message ).toMatch( /Subject: =\?UTF-8\?B\?(.+)\?=/ );
		const encoded = /Subject: =\?UTF-8\?B\?(.+)\?=/.exec( message )![ 1 ];
		expect( Buffer.from( encoded, 'base64' ).toString() ).toBe(
			'Grüße aus Köln'
		);
	} );
} );
