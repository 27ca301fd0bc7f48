import { feedUrlFromInput, isEmbeddableAnswer } from '../url';

describe( 'feedUrlFromInput', () => {
	it.each( [
		[ '', '' ],
		[ '   ', '' ],
		[ 'feeds.example.com/show.xml', 'http://feeds.example.com/show.xml' ],
		[
			'  https://feeds.example.com/rss  ',
			'https://feeds.example.com/rss',
		],
		[ 'http://localhost:8888/feed', 'http://localhost:8888/feed' ],
		[ 'HTTPS://Feeds.Example.com/rss', 'https://feeds.example.com/rss' ],
		[ 'javascript:alert(1)', null ],
		[ 'ftp://feeds.example.com/rss', null ],
		[ 'not a url', null ],
		[ 'nodots', null ],
		[ 'http://', null ],
	] )( '%j gives %j', ( input, expected ) => {
		expect( feedUrlFromInput( input ) ).toBe( expected );
	} );
} );

describe( 'isEmbeddableAnswer', () => {
	const url = 'https://example.com/page';
	it.each( [
		[ undefined, false ],
		[ '', false ],
		[ '   ', false ],
		[ `<a href="${ url }">${ url }</a>`, false ],
		[ ` <a href='${ url }'>Page</a> `, false ],
		[ `<a href="https://other.example/">Other</a>`, true ],
		[ `<iframe src="${ url }"></iframe>`, true ],
		[
			`<blockquote class="wp-embedded-content"><a href="${ url }">Post</a></blockquote>`,
			true,
		],
	] )( '%j is embeddable: %s', ( html, expected ) => {
		expect( isEmbeddableAnswer( html, url ) ).toBe( expected );
	} );
} );
