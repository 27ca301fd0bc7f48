import { createSite, type TestSite } from './helpers';
import {
	EVERY_FIELD_FORM,
	F,
	GOOD_ANSWERS,
	publishPost,
	submit,
} from './feedback-helpers';
import {
	setCrmTestState,
	setNewsletterTestState,
} from './support/plugin-states';

let site: TestSite;
let postId: number;

const contacts = () =>
	site.db.prepare( 'SELECT email, name, source FROM crm_contacts' ).all();
const subscribers = () =>
	site.db.prepare( 'SELECT email, name FROM newsletter_subscribers' ).all();

beforeEach( async () => {
	site = await createSite();
	postId = await publishPost( site, EVERY_FIELD_FORM );
} );

afterEach( () => site.close() );

it( 'adds nothing to the CRM or the newsletter while their integrations are off', async () => {
	expect( ( await submit( site, postId, GOOD_ANSWERS ) ).statusCode ).toBe(
		200
	);
	expect( contacts() ).toEqual( [] );
	expect( subscribers() ).toEqual( [] );
} );

it( 'makes each submission a CRM contact when the forms extension is on', async () => {
	setCrmTestState( site.db, {
		plugin: { version: '5.0.0', status: 'active' },
		formsExtensionEnabled: true,
	} );
	await submit( site, postId, GOOD_ANSWERS );
	expect( contacts() ).toEqual( [
		{
			email: 'ada@example.com',
			name: 'Ada Lovelace',
			source: `Contact us (form ${ postId }-0)`,
		},
	] );
} );

it( 'leaves the CRM alone for a form with jetpackCRM off', async () => {
	setCrmTestState( site.db, {
		plugin: { version: '5.0.0', status: 'active' },
		formsExtensionEnabled: true,
	} );
	const id = await publishPost(
		site,
		'<!-- wp:tessera/contact-form {"jetpackCRM":false} --><!-- wp:tessera/field-email /--><!-- /wp:tessera/contact-form -->',
		'No CRM'
	);
	await submit( site, id, { 'tessera-field-0': 'bob@example.com' } );
	expect( contacts() ).toEqual( [] );
} );

it( 'subscribes the address to the newsletter only with consent given', async () => {
	setNewsletterTestState( site.db, { version: '1.6.0', status: 'active' } );
	await submit( site, postId, { ...GOOD_ANSWERS, [ F.consent ]: [] } );
	expect( subscribers() ).toEqual( [] );
	await submit( site, postId, GOOD_ANSWERS );
	expect( subscribers() ).toEqual( [
		{ email: 'ada@example.com', name: 'Ada Lovelace' },
	] );
	const implicit = await publishPost(
		site,
		'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-email /--><!-- wp:tessera/field-consent /--><!-- /wp:tessera/contact-form -->',
		'Implicit'
	);
	await submit( site, implicit, { 'tessera-field-0': 'imp@example.com' } );
	expect( subscribers() ).toHaveLength( 2 );
} );
