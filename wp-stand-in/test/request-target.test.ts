import {
	isRestUrl,
	normaliseRequestUrl,
} from '../../platform/rest/request-target';

describe( 'normaliseRequestUrl', () => {
	it.each( [
		[ '/wp-json/wp/v2/posts?x=1', '/wp-json/wp/v2/posts?x=1' ],
		[ '/%77p-json/wp/v2/posts', '/wp-json/wp/v2/posts' ],
		[ '/%77P-JSON/wp/v2/posts', '/%77P-JSON/wp/v2/posts' ],
		[ '//wp-json/wp/v2/posts', '/wp-json/wp/v2/posts' ],
		[ '/./wp-json/', '/wp-json/' ],
		[ '/x/%2E%2E/wp-json/wp/v2/posts/1', '/wp-json/wp/v2/posts/1' ],
		[ '/wp-json/../wp-json/wp/v2', '/wp-json/wp/v2' ],
		[
			'/wp-json/wp/v2/templates/tessera//single',
			'/wp-json/wp/v2/templates/tessera//single',
		],
		[ '/wp-json/wp/v2/plugins/a%2Fb', '/wp-json/wp/v2/plugins/a%2Fb' ],
		[ 'http://other.example/wp-json/?a=b', '/wp-json/?a=b' ],
		[
			'https://other.example?rest_route=/wp/v2/posts',
			'/wp-json/wp/v2/posts',
		],
		[
			'/?rest_route=/wp/v2/posts/1&_fields=id',
			'/wp-json/wp/v2/posts/1?_fields=id',
		],
		[ '/index.php?rest_route=//wp/v2/a%20b', '/wp-json/wp/v2/a%20b' ],
		[ '/%69ndex.php?rest_route=/', '/wp-json/' ],
		[ '/page/?rest_route=/wp/v2/posts', '/page/?rest_route=/wp/v2/posts' ],
		[ '/2026/01/caf%C3%A9/?p=1', '/2026/01/caf%C3%A9/?p=1' ],
		[ '/', '/' ],
		[ '/..', '/' ],
		[ '/%ZZ/x', '/%ZZ/x' ],
	] )( '%s becomes %s', ( url, expected ) => {
		expect( normaliseRequestUrl( url ) ).toBe( expected );
	} );
} );

describe( 'isRestUrl', () => {
	it.each( [
		[ '/wp-json', true ],
		[ '/wp-json/', true ],
		[ '/wp-json?x', true ],
		[ '/%77p-json/wp/v2/posts', true ],
		[ '//wp-json/wp/v2/posts', true ],
		[ '/?rest_route=/wp/v2/posts', true ],
		[ 'http://h/wp-json/wp/v2/posts', true ],
		[ '/wp-jsonx', false ],
		[ '/x/wp-json', false ],
		[ '/WP-JSON/wp/v2/posts', false ],
		[ '/%2577p-json/wp/v2/posts', false ],
		[ '/wp-json%2Fwp/v2/posts', false ],
		[ '/wp-login.php', false ],
		[ '/?p=1', false ],
	] )( '%s: %s', ( url, expected ) => {
		expect( isRestUrl( url ) ).toBe( expected );
	} );
} );
