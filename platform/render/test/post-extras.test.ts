import type { PostRow } from '../../store/posts';
import { postDescription } from '../post-extras';
import { postHeadTags } from '../post-extras-head';
import { shareLinks, sharingHtml } from '../post-extras-sharing';
import { htmlToText } from '../post-extras-text';

const HOSTILE = `"><img src=x onerror=alert(1)> <script>alert('x')</script> & 'q'`;

/** Every tag name in the markup, to see that nothing but the expected elements came out. */
const tagNames = ( html: string ) =>
	[ ...html.matchAll( /<([a-z0-9]+)/gi ) ].map( ( m ) => m[ 1 ] );

describe( 'postHeadTags', () => {
	it( 'prints the description and Open Graph tags', () => {
		const html = postHeadTags( {
			title: 'Stars & stripes',
			description: 'A post about stars.',
			url: 'http://localhost:8888/2026/05/stars/',
			siteName: 'Tessera',
			type: 'article',
		} );
		expect( html ).toContain(
			'<meta name="description" content="A post about stars.">'
		);
		expect( html ).toContain(
			'<meta property="og:description" content="A post about stars.">'
		);
		expect( html ).toContain(
			'<meta property="og:title" content="Stars &amp; stripes">'
		);
		expect( html ).toContain(
			'<meta property="og:url" content="http://localhost:8888/2026/05/stars/">'
		);
		expect( html ).toContain(
			'<meta property="og:type" content="article">'
		);
		expect( html ).toContain(
			'<meta name="twitter:card" content="summary">'
		);
	} );

	it( 'leaves the description tags out when there is none', () => {
		const html = postHeadTags( {
			title: 'T',
			description: '',
			url: 'http://x.test/',
			siteName: 'S',
			type: 'article',
		} );
		expect( html ).not.toContain( 'description' );
	} );

	it( 'keeps hostile text inside the attribute values', () => {
		const html = postHeadTags( {
			title: HOSTILE,
			description: HOSTILE,
			url: 'http://x.test/',
			siteName: HOSTILE,
			type: 'article',
		} );
		expect( new Set( tagNames( html ) ) ).toEqual( new Set( [ 'meta' ] ) );
		expect( html ).not.toContain( '"><img' );
		expect( html ).toContain(
			'&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'
		);
		// Each tag is one element whose attributes all close where they should.
		for ( const line of html.split( '\n' ) ) {
			expect( line ).toMatch(
				/^<meta (name|property)="[a-z:_]+" content="[^"]*">$/
			);
		}
	} );
} );

describe( 'htmlToText', () => {
	it( 'strips tags and scripts and decodes entities', () => {
		expect(
			htmlToText(
				'<b>Bold</b> &amp; <script>x()</script>&lt;tag&gt; &#8230; &#x2014; &hellip;'
			)
		).toBe( 'Bold & <tag> … — …' );
	} );

	it( 'leaves unknown and out-of-range entities as written', () => {
		expect( htmlToText( '&bogus; &#0; &#x110000;' ) ).toBe(
			'&bogus; &#0; &#x110000;'
		);
	} );
} );

describe( 'share links', () => {
	const url = 'http://localhost:8888/2026/05/a-b/?x=1&y=2';
	const title = `Tom & Jerry's "best" #1 <script>`;

	it( 'encodes the address and title in every link', () => {
		const links = Object.fromEntries(
			shareLinks( url, title ).map( ( link ) => [
				link.service,
				link.href,
			] )
		);
		const u = encodeURIComponent( url );
		const t = encodeURIComponent( title );
		expect( links ).toEqual( {
			email: `mailto:?subject=${ t }&body=${ u }`,
			x: `https://x.com/intent/tweet?text=${ t }&url=${ u }`,
			facebook: `https://www.facebook.com/sharer/sharer.php?u=${ u }&t=${ t }`,
			linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${ u }`,
		} );
		expect( new URL( links.x ).searchParams.get( 'text' ) ).toBe( title );
		expect( new URL( links.x ).searchParams.get( 'url' ) ).toBe( url );
	} );

	it( 'opens web services in a new tab without an opener, with labels', () => {
		const html = sharingHtml( url, HOSTILE );
		expect( tagNames( html ).filter( ( n ) => n === 'a' ) ).toHaveLength(
			4
		);
		expect( html.match( /target="_blank"/g ) ).toHaveLength( 3 );
		expect( html.match( /rel="noopener noreferrer"/g ) ).toHaveLength( 3 );
		expect( html ).toContain(
			'aria-label="Share on X (opens in a new tab)"'
		);
		expect( html ).not.toContain( '<img' );
		expect( html ).not.toContain( '<script' );
	} );

	it( 'gives each link an icon hidden from assistive technology, then its name', () => {
		const html = sharingHtml( url, 'A post' );
		const icons = html.match(
			/<svg class="tessera-sharing__icon"[^>]* aria-hidden="true" focusable="false">/g
		);
		expect( icons ).toHaveLength( 4 );
		expect( html ).toMatch( /<\/svg>Email<\/a>/ );
		expect( html ).toMatch( /<\/svg>LinkedIn<\/a>/ );
	} );
} );

describe( 'postDescription', () => {
	const post = ( fields: Partial< PostRow > ) =>
		( { post_excerpt: '', post_password: '', ...fields } ) as PostRow;

	it( 'keeps the SEO description as written, markup included', () => {
		expect(
			postDescription(
				post( { post_excerpt: 'Excerpt' } ),
				` ${ HOSTILE }\n`,
				''
			)
		).toBe( HOSTILE );
	} );

	it( 'falls back to the excerpt, then to the content, as text', () => {
		expect(
			postDescription(
				post( { post_excerpt: '<b>Bold</b> &amp; more' } ),
				'',
				'<p>Body</p>'
			)
		).toBe( 'Bold & more' );
		expect(
			postDescription( post( {} ), '', '<p>Body <em>text</em></p>' )
		).toBe( 'Body text' );
	} );

	it( 'never reveals the content of a protected post', () => {
		expect(
			postDescription(
				post( { post_password: 'secret', post_excerpt: 'Hidden' } ),
				'',
				'<p>Secret body</p>'
			)
		).toBe( '' );
	} );
} );
