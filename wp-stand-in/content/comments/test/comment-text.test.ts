import { balanceTags } from '../../formatting/balance-tags';
import { convertChars } from '../../../../platform/content/formatting/convert-chars';
import { relUgc } from '../../formatting/rel-ugc';
import { commentLengthError } from '../lengths';
import {
	sanitizeCommentEmail,
	sanitizeCommentIp,
	sanitizeCommentUrl,
	sanitizeTextField,
} from '../sanitize';
import { commentText } from '../text';

const SITE = 'http://localhost:8888';

describe( 'balanceTags', () => {
	it.each( [
		[ '<b>open', '<b>open</b>' ],
		[ 'stray</i> end', 'stray end' ],
		[ '<b><i>x</b> y', '<b><i>x</i></b> y' ],
		[ '<em>a<em>b</em>', '<em>a</em><em>b</em>' ],
		[
			'<blockquote>a<blockquote>b</blockquote>',
			'<blockquote>a<blockquote>b</blockquote></blockquote>',
		],
		[ 'line<br>break<br/>', 'line<br />break<br />' ],
		[ '<b/>x', '<b></b>x' ],
		[ 'I <3 this', 'I &lt;3 this' ],
		[ '<a href="x" title="y">link', '<a href="x" title="y">link</a>' ],
		[ 'no tags at all', 'no tags at all' ],
	] )( '%j → %j', ( input, output ) => {
		expect( balanceTags( input ) ).toBe( output );
	} );
} );

describe( 'relUgc', () => {
	it( 'adds nofollow ugc to links elsewhere and ugc to the site’s own', () => {
		expect(
			relUgc(
				'<a href="https://example.org/">a</a> <a href="http://localhost:8888/x">b</a> <a href="/relative">c</a>',
				SITE
			)
		).toBe(
			'<a href="https://example.org/" rel="nofollow ugc">a</a> <a href="http://localhost:8888/x" rel="ugc">b</a> <a href="/relative" rel="nofollow ugc">c</a>'
		);
	} );

	it( 'merges with the rel values a link already has', () => {
		expect(
			relUgc(
				'<a rel="noopener ugc" href="https://example.org/">a</a>',
				SITE
			)
		).toBe(
			'<a href="https://example.org/" rel="noopener ugc nofollow">a</a>'
		);
	} );
} );

describe( 'comment fields', () => {
	it.each( [
		[ 'example.com/me', 'http://example.com/me' ],
		[ 'https://example.com/', 'https://example.com/' ],
		[ ' HTTP://EXAMPLE.COM ', 'HTTP://EXAMPLE.COM' ],
		[ 'javascript:alert(1)', '' ],
		[ 'java\tscript:alert(1)', '' ],
		[ 'data:text/html,<b>x</b>', '' ],
		[ 'ftp://example.com/', '' ],
		[ 'http://', '' ],
		[ '', '' ],
		[ '<b>example.org</b>', 'http://example.org' ],
	] )( 'website %j → %j', ( input, output ) => {
		expect( sanitizeCommentUrl( input ) ).toBe( output );
	} );

	it( 'keeps names as plain text without tags or percent-encoded octets', () => {
		expect( sanitizeTextField( '  <i>Eve</i>\n &\t co %3Cx%3e ' ) ).toBe(
			'Eve & co x'
		);
		expect( sanitizeTextField( '<script>alert(1)</script>Bob' ) ).toBe(
			'Bob'
		);
	} );

	it( 'keeps only a valid e-mail address and the characters of an IP address', () => {
		expect( sanitizeCommentEmail( ' ann@example.test ' ) ).toBe(
			'ann@example.test'
		);
		expect( sanitizeCommentEmail( 'ann@' ) ).toBe( '' );
		expect( sanitizeCommentIp( '203.0.113.9<script>' ) ).toBe(
			'203.0.113.9c'
		);
		expect( sanitizeCommentIp( '2001:db8::1' ) ).toBe( '2001:db8::1' );
	} );

	it( 'measures each field in bytes against its column', () => {
		expect(
			commentLengthError( { comment_author: 'a'.repeat( 245 ) } )
		).toBeNull();
		expect(
			commentLengthError( { comment_author: 'a'.repeat( 246 ) } )
		).toStrictEqual( {
			code: 'comment_author_column_length',
			message: '<strong>Error:</strong> Your name is too long.',
			status: 200,
		} );
		// 123 two-byte characters are 246 bytes.
		expect(
			commentLengthError( { comment_author: 'é'.repeat( 123 ) } )?.code
		).toBe( 'comment_author_column_length' );
		expect(
			commentLengthError( {
				comment_author_email: `${ 'a'.repeat( 87 ) }@example.test`,
			} )
		).toBeNull();
		expect(
			commentLengthError( {
				comment_author_email: `${ 'a'.repeat( 88 ) }@example.test`,
			} )?.code
		).toBe( 'comment_author_email_column_length' );
		expect(
			commentLengthError( {
				comment_author_url: `http://${ 'a'.repeat( 193 ) }`,
			} )
		).toBeNull();
		expect(
			commentLengthError( {
				comment_author_url: `http://${ 'a'.repeat( 194 ) }`,
			} )?.code
		).toBe( 'comment_author_url_column_length' );
		expect(
			commentLengthError( { comment_content: 'x'.repeat( 65525 ) } )
		).toBeNull();
		expect(
			commentLengthError( { comment_content: 'x'.repeat( 65526 ) } )
				?.message
		).toBe( '<strong>Error:</strong> Your comment is too long.' );
	} );
} );

describe( 'comment text on display', () => {
	it( 'encodes loose ampersands only', () => {
		expect(
			convertChars( 'a & b &amp; c &#38; d &ab; e &toolongname; f' )
		).toBe( 'a &#038; b &amp; c &#38; d &ab; e &#038;toolongname; f' );
	} );

	it( 'applies the comment_text filters in WordPress’s order', () => {
		expect(
			commentText( 'Wordpress says "hi" -- <b>bold\n\nnext & last' )
		).toBe(
			'<p>WordPress says &#8220;hi&#8221; &#8212; <b>bold</p>\n<p>next &#038; last</b></p>\n'
		);
	} );
} );
