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
import { csvCell, toCsv } from '../../service/features/feedback/csv';
import { decodeQuotedPrintable } from '../../service/features/mail/mime';

const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const HOSTILE = `${ SCRIPT } ${ ATTRIBUTE }`;

let site: TestSite;
let postId: number;

beforeEach( async () => {
	site = await createSite();
	postId = await publishPost( site, EVERY_FIELD_FORM );
} );

afterEach( () => site.close() );

describe( 'csv', () => {
	it( 'quotes as RFC 4180 says and neutralises formula cells', () => {
		expect( csvCell( 'plain' ) ).toBe( 'plain' );
		expect( csvCell( 'a,b' ) ).toBe( '"a,b"' );
		expect( csvCell( 'say "hi"' ) ).toBe( '"say ""hi"""' );
		expect( csvCell( 'two\nlines' ) ).toBe( '"two\nlines"' );
		expect( csvCell( '=1+1' ) ).toBe( "'=1+1" );
		expect( csvCell( '+1' ) ).toBe( "'+1" );
		expect( csvCell( '-1' ) ).toBe( "'-1" );
		expect( csvCell( '@SUM(A1)' ) ).toBe( "'@SUM(A1)" );
		expect( csvCell( '\tx' ) ).toBe( "'\tx" );
		expect( csvCell( '\rx' ) ).toBe( `"'\rx"` );
		expect( csvCell( '=HYPERLINK("a","b")' ) ).toBe(
			`"'=HYPERLINK(""a"",""b"")"`
		);
		expect(
			toCsv( [
				[ 'a', 'b' ],
				[ 'c', 'd' ],
			] )
		).toBe( 'a,b\r\nc,d\r\n' );
	} );
} );

describe( 'the feedback screen', () => {
	it( 'lists submissions newest first, per form, for editors and administrators only', async () => {
		const second = await publishPost(
			site,
			'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->',
			'Second page'
		);
		await submit( site, postId, {
			...GOOD_ANSWERS,
			[ F.name ]: 'First Sender',
		} );
		await submit( site, second, { 'tessera-field-0': 'Second Sender' } );
		// The screen is the DataViews app over /wp/v2/feedback, signed with a REST nonce.
		const list = await site.admin.get(
			'/wp-admin/edit.php?post_type=feedback'
		);
		expect( list.statusCode ).toBe( 200 );
		expect( list.body ).toMatch(
			/<div id="tessera-feedback-inbox" data-nonce="[0-9a-f]{10}" data-time-format="g:i a">/
		);
		const rows = await site.admin.get( '/wp-json/wp/v2/feedback' );
		expect(
			rows
				.json()
				.map( ( row: { author_name: string } ) => row.author_name )
		).toStrictEqual( [ 'Second Sender', 'First Sender' ] );
		const filtered = await site.admin.get(
			`/wp-json/wp/v2/feedback?form=${ postId }-0`
		);
		expect(
			filtered
				.json()
				.map( ( row: { author_name: string } ) => row.author_name )
		).toStrictEqual( [ 'First Sender' ] );
		expect( second ).toBeGreaterThan( postId );

		const editor = await site.as( 'editor' );
		expect(
			( await editor.get( '/wp-admin/edit.php?post_type=feedback' ) )
				.statusCode
		).toBe( 200 );
		const author = await site.as( 'author' );
		expect(
			( await author.get( '/wp-admin/edit.php?post_type=feedback' ) )
				.statusCode
		).toBe( 403 );
		const feedbackLink = 'href="/wp-admin/edit.php?post_type=feedback"';
		expect( ( await editor.get( '/wp-admin/edit.php' ) ).body ).toContain(
			feedbackLink
		);
		expect(
			( await author.get( '/wp-admin/edit.php' ) ).body
		).not.toContain( feedbackLink );
		expect(
			(
				await author.get(
					'/wp-admin/edit.php?post_type=feedback&export=csv'
				)
			).statusCode
		).toBe( 403 );
		const visitor = await site.anonymous.get(
			'/wp-admin/edit.php?post_type=feedback'
		);
		expect( visitor.statusCode ).toBe( 302 );
	} );

	it( 'shows one submission in full, and spam apart', async () => {
		await submit( site, postId, GOOD_ANSWERS );
		await submit( site, postId, {
			...GOOD_ANSWERS,
			[ F.name ]: 'Spam Bot',
			tessera_website: 'x',
		} );
		const [ kept, spam ] = storedFeedback( site );
		const view = await site.admin.get(
			`/wp-admin/edit.php?post_type=feedback&feedback=${ kept.id }`
		);
		expect( view.body ).toContain(
			'<th scope="row">Message</th><td class="feedback-value">Hello,\nplease call.</td>'
		);
		expect( view.body ).toContain( 'jest visitor' );
		const names = async ( status: string ) =>
			(
				await site.admin.get(
					`/wp-json/wp/v2/feedback?status=${ status }`
				)
			)
				.json()
				.map( ( row: { author_name: string } ) => row.author_name );
		expect( await names( 'publish' ) ).not.toContain( 'Spam Bot' );
		expect( await names( 'spam' ) ).toStrictEqual( [ 'Spam Bot' ] );
		// Opening it marked it read.
		expect(
			(
				await site.admin.get( `/wp-json/wp/v2/feedback/${ kept.id }` )
			).json().is_unread
		).toBe( false );
		expect( spam.status ).toBe( 'spam' );
		expect(
			(
				await site.admin.get(
					'/wp-admin/edit.php?post_type=feedback&feedback=9999'
				)
			).statusCode
		).toBe( 404 );
	} );

	it( 'exports CSV with a column per label', async () => {
		await submit( site, postId, GOOD_ANSWERS );
		const response = await site.admin.get(
			'/wp-admin/edit.php?post_type=feedback&export=csv'
		);
		expect( response.headers[ 'content-type' ] ).toBe(
			'text/csv; charset=utf-8'
		);
		expect( response.headers[ 'content-disposition' ] ).toMatch(
			/^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/
		);
		const [ header, record ] = response.body
			.replace( /^\ufeff/, '' )
			.split( '\r\n' );
		expect( header ).toBe(
			'ID,Date,Form,Name,Email,Website,Phone,Date,Company,Message,Attending?,Topics,How did you hear about us?,Call me back,Consent'
		);
		expect( record ).toContain(
			`Contact us — form 1,Ada Lovelace,ada@example.com,https://example.com/ada,'+44 20 7946 0958,2026-12-31,Analytical Engines,"Hello,`
		);
	} );
} );

describe( 'hostile payloads', () => {
	it( 'are stored intact, shown as text everywhere, and exported safely', async () => {
		const payloads: Record< string, string | string[] > = {};
		for ( const name of [ F.name, F.company, F.message ] ) {
			payloads[ name ] = `${ HOSTILE } ${ FORMULA }`;
		}
		const response = await submit(
			site,
			postId,
			{
				...GOOD_ANSWERS,
				...payloads,
				[ F.phone ]: '',
				[ F.url ]: '',
			},
			{ userAgent: SCRIPT }
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json().html ).not.toContain( '<script>' );
		expect( response.json().html ).toContain(
			'&lt;script>alert(1)&lt;/script> ">&lt;img src=x onerror=alert(1)>'
		);

		const [ row ] = storedFeedback( site );
		const fields = JSON.parse( row.fields );
		expect( fields[ 0 ].value ).toBe( `${ HOSTILE } ${ FORMULA }` );
		expect( row.user_agent ).toBe( SCRIPT );

		for ( const url of [
			`/wp-admin/edit.php?post_type=feedback&feedback=${ row.id }`,
		] ) {
			const html = ( await site.admin.get( url ) ).body;
			expect( html ).not.toContain( '<script>alert' );
			expect( html ).not.toContain( '<img src=x' );
			expect( html ).toContain( '&lt;script&gt;alert(1)&lt;/script&gt;' );
		}

		const csv = (
			await site.admin.get(
				'/wp-admin/edit.php?post_type=feedback&export=csv'
			)
		).body;
		expect( csv ).toContain(
			`"<script>alert(1)</script> ""><img src=x onerror=alert(1)> =HYPERLINK(""http://evil.example"",""click"")"`
		);

		const alone = await publishPost(
			site,
			'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-text /--><!-- /wp:tessera/contact-form -->',
			'Formula'
		);
		await submit( site, alone, { 'tessera-field-0': FORMULA } );
		const formulaCsv = (
			await site.admin.get(
				`/wp-admin/edit.php?post_type=feedback&export=csv&form=${ alone }-0`
			)
		).body;
		expect( formulaCsv ).toContain(
			`"'=HYPERLINK(""http://evil.example"",""click"")"`
		);
		expect( formulaCsv ).not.toMatch( /(^|,)=HYPERLINK/m );

		const mail = decodeQuotedPrintable( outboxFiles( site )[ 0 ] );
		expect( mail ).toContain( `Name: ${ HOSTILE } ${ FORMULA }` );

		const noJs = await submit(
			site,
			postId,
			{ ...payloads, [ F.email ]: 'bad' },
			{ json: false }
		);
		const page = (
			await site.anonymous.get( String( noJs.headers.location ) )
		).body;
		expect( page ).not.toContain( '<script>alert' );
		expect( page ).not.toContain( '<img src=x' );
		expect( page ).toContain(
			'value="&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; =HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)"'
		);
	} );
} );
