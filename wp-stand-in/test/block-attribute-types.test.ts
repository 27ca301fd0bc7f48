/**
 * Saved block attributes of the wrong type (a hand-edited post, another client) are checked
 * against block.json before the server renders a block or handles a submission: a value that
 * does not fit takes the default, so neither the visitor page nor the submission route fails.
 */
import { createSite, type TestSite } from './helpers';
import { publishPost, storedFeedback, submit } from './feedback-helpers';

let site: TestSite;

beforeEach( async () => {
	site = await createSite();
} );

afterEach( async () => {
	await site.close();
} );

const WRONG_TYPES_FORM =
	'<!-- wp:tessera/contact-form {"customThankyou":"redirect","customThankyouRedirect":5,"customThankyouHeading":7} -->' +
	'<!-- wp:tessera/field-name {"id":null} /-->' +
	'<!-- wp:tessera/field-consent {"implicitConsentMessage":false} /-->' +
	'<!-- /wp:tessera/contact-form -->';

it( 'renders fields whose id or consent message has the wrong type', async () => {
	const postId = await publishPost( site, WRONG_TYPES_FORM );
	const html = ( await site.anonymous.get( `/?p=${ postId }` ) ).body;
	expect( html ).toContain( 'data-tessera-field="name"' );
	expect( html ).toContain( `id="tessera-form-${ postId }-0-0"` );
	expect( html ).toContain( 'data-tessera-field="consent"' );
	expect( html ).toContain( 'By submitting your information' );
} );

it( 'answers a submission to a form whose redirect address is a number', async () => {
	const postId = await publishPost( site, WRONG_TYPES_FORM );
	const response = await submit( site, postId, {
		'tessera-field-0': 'Ada',
	} );
	expect( response.statusCode ).toBe( 200 );
	expect( response.json() ).toMatchObject( {
		status: 'sent',
		redirect: null,
	} );
	expect( response.json().html ).toContain( '<dt>Name</dt><dd>Ada</dd>' );
	expect( storedFeedback( site ) ).toHaveLength( 1 );
} );

it( 'shows the default heading after a submission when the saved heading is a number', async () => {
	const postId = await publishPost(
		site,
		'<!-- wp:tessera/contact-form {"customThankyou":"message","customThankyouHeading":7,"customThankyouMessage":null} -->' +
			'<!-- wp:tessera/field-name /-->' +
			'<!-- /wp:tessera/contact-form -->'
	);
	const response = await submit(
		site,
		postId,
		{ 'tessera-field-0': 'Ada' },
		{ json: false }
	);
	expect( response.statusCode ).toBe( 303 );
	const html = (
		await site.anonymous.get( String( response.headers.location ) )
	).body;
	expect( html ).toContain(
		'<h3 class="wp-block-tessera-contact-form__thank-you-heading">Message Sent</h3>'
	);
} );
