import { createSite, type TestSite } from './helpers';
import { listMembersOf } from '../../service/store/mailing-list-members';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const ADD = '/stand-ins/www.getrevue.co/profile/riverastudio/add_subscriber';
const FORM = `<!-- wp:tessera/revue {"revueUsername":"riverastudio","lastNameShow":false} -->
<div class="wp-block-tessera-revue"><!-- wp:tessera/button {"element":"button","uniqueId":"revue-widget-id","text":"Subscribe","lock":{"remove":true,"move":true}} /--></div>
<!-- /wp:tessera/revue -->`;

function send( url: string, values: Record< string, string > ) {
	return site.anonymous.request( 'POST', url, {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( values ).toString(),
	} );
}

describe( 'the newsletter form on the visitor page and its service', () => {
	it( 'posts to the service’s address through the stand-in, which takes the subscription', async () => {
		const created = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Notes',
			content: FORM,
			status: 'publish',
		} );
		const page = await site.anonymous.get( `/?p=${ created.json().id }` );
		const action = /<form action="([^"]+)"/.exec( page.body )![ 1 ];
		expect( new URL( action ).pathname ).toBe( ADD );
		expect( page.body ).toContain( 'name="member[first_name]"' );
		expect( page.body ).not.toContain( 'name="member[last_name]"' );
		expect( page.body ).toContain( 'target="_blank"' );

		const taken = await send( ADD, {
			'member[email]': 'ana@example.org',
			'member[first_name]': 'Ana',
		} );
		expect( taken.statusCode ).toBe( 200 );
		expect( taken.body ).toContain(
			'Thanks for subscribing to Rivera Studio Weekly!'
		);
		expect(
			listMembersOf( site.db, 'revue:riverastudio' ).map(
				( member ) => member.email
			)
		).toStrictEqual( [ 'ana@example.org' ] );
	} );

	it( 'answers the service’s errors and stores nothing', async () => {
		const invalid = await send( ADD, {
			'member[email]': '<script>x</script>',
		} );
		expect( invalid.statusCode ).toBe( 422 );
		expect( invalid.body ).toContain( 'Email is invalid' );
		expect( invalid.body ).not.toContain( '<script>' );
		expect(
			(
				await send(
					'/stand-ins/www.getrevue.co/profile/nobody/add_subscriber',
					{ 'member[email]': 'a@example.org' }
				)
			).statusCode
		).toBe( 404 );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM mailing_list_members' )
		).toBe( 0 );
	} );
} );
