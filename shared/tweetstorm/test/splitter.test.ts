import { splitBlocks } from '../splitter';
import type { SplitterBlock } from '../types';

let counter = 0;
function block(
	name: string,
	html: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: SplitterBlock[] = []
): SplitterBlock {
	return { clientId: `c${ ++counter }`, name, attributes, html, innerBlocks };
}
const paragraph = ( html: string ) => block( 'core/paragraph', `<p>${ html }</p>` );
const image = ( url: string, alt = '' ) =>
	block( 'core/image', `<figure class="wp-block-image"><img src="${ url }" alt="${ alt }"/></figure>` );

beforeEach( () => {
	counter = 0;
} );

describe( 'splitBlocks', () => {
	it( 'makes one tweet per short paragraph, with entities decoded and tags removed', () => {
		const result = splitBlocks( [
			paragraph( 'Fish &amp; chips' ),
			block( 'core/heading', '<h2 class="wp-block-heading">Day two</h2>' ),
		] );
		expect( result ).toStrictEqual( {
			tweets: [
				{ text: 'Fish & chips', media: [], tweet: '', urls: [], blocks: [ 'c1' ], boundary: false },
				{ text: 'Day two', media: [], tweet: '', urls: [], blocks: [ 'c2' ], boundary: false },
			],
			warnings: [],
		} );
	} );

	it( 'cuts a long paragraph and marks the boundary in its content', () => {
		const text = 'a'.repeat( 200 ) + ' ' + 'b'.repeat( 200 );
		const { tweets } = splitBlocks( [ paragraph( text ) ] );
		expect( tweets ).toStrictEqual( [
			{
				text: 'a'.repeat( 200 ),
				media: [],
				tweet: '',
				urls: [],
				blocks: [ 'c1' ],
				boundary: { container: 'content', type: 'normal', start: 200, end: 201 },
			},
			{ text: 'b'.repeat( 200 ), media: [], tweet: '', urls: [], blocks: [ 'c1' ], boundary: false },
		] );
	} );

	it( 'counts boundaries in the rich text, after tags and entities', () => {
		const html = '<strong>' + 'a'.repeat( 200 ) + '</strong>&amp; ' + 'b'.repeat( 200 );
		const { tweets, warnings } = splitBlocks( [ paragraph( html ) ] );
		expect( tweets[ 0 ].boundary ).toStrictEqual( {
			container: 'content',
			type: 'normal',
			start: 201,
			end: 202,
		} );
		expect( warnings ).toStrictEqual( [ { clientId: 'c1', kind: 'formatting' } ] );
	} );

	it( 'adds the addresses of links after the text and warns about them', () => {
		const { tweets, warnings } = splitBlocks( [
			paragraph( 'Read <a href="https://example.com/guide">the guide</a> first' ),
		] );
		expect( tweets ).toStrictEqual( [
			{
				text: 'Read the guide first https://example.com/guide',
				media: [],
				tweet: '',
				urls: [ 'https://example.com/guide' ],
				blocks: [ 'c1' ],
				boundary: false,
			},
		] );
		expect( warnings ).toStrictEqual( [ { clientId: 'c1', kind: 'links' } ] );
	} );

	it( 'gives no link warning when the address is already in the text, and ignores javascript: links', () => {
		const { tweets, warnings } = splitBlocks( [
			paragraph( 'See <a href="https://a.example/">https://a.example/</a> <a href="javascript:alert(1)">x</a>' ),
		] );
		expect( tweets[ 0 ].text ).toBe( 'See https://a.example/ x' );
		expect( tweets[ 0 ].urls ).toStrictEqual( [ 'https://a.example/' ] );
		expect( warnings ).toStrictEqual( [] );
	} );

	it( 'puts an address that does not fit in a tweet of its own', () => {
		const text = 'w'.repeat( 260 );
		const { tweets } = splitBlocks( [
			paragraph( `<a href="https://example.com/x">${ text }</a>` ),
		] );
		expect( tweets.map( ( tweet ) => tweet.text ) ).toStrictEqual( [ text, 'https://example.com/x' ] );
	} );

	it( 'joins up to four images to the tweet before, then starts a new tweet', () => {
		const blocks = [
			paragraph( 'Photos' ),
			...[ 1, 2, 3, 4, 5 ].map( ( n ) => image( `https://cdn.example/p${ n }.png`, `Photo ${ n }` ) ),
		];
		const { tweets } = splitBlocks( blocks );
		expect( tweets.map( ( tweet ) => [ tweet.text, tweet.media.length, tweet.blocks ] ) ).toStrictEqual( [
			[ 'Photos', 4, [ 'c1', 'c2', 'c3', 'c4', 'c5' ] ],
			[ '', 1, [ 'c6' ] ],
		] );
		expect( tweets[ 0 ].media[ 0 ] ).toStrictEqual( {
			url: 'https://cdn.example/p1.png',
			alt: 'Photo 1',
			type: 'image/png',
		} );
	} );

	it( 'keeps the first four pictures of a gallery of five and warns; four give no warning', () => {
		const gallery = ( count: number ) =>
			block(
				'core/gallery',
				'<figure class="wp-block-gallery"></figure>',
				{},
				Array.from( { length: count }, ( _, n ) => image( `https://cdn.example/g${ n }.jpg` ) )
			);
		const fiveGallery = gallery( 5 );
		const five = splitBlocks( [ fiveGallery ] );
		expect( five.tweets[ 0 ].media.map( ( media ) => media.url ) ).toStrictEqual(
			[ 0, 1, 2, 3 ].map( ( n ) => `https://cdn.example/g${ n }.jpg` )
		);
		expect( five.warnings ).toStrictEqual( [ { clientId: fiveGallery.clientId, kind: 'media-limit' } ] );
		counter = 0;
		expect( splitBlocks( [ gallery( 4 ) ] ).warnings ).toStrictEqual( [] );
	} );

	it( 'never puts a video with pictures', () => {
		const { tweets } = splitBlocks( [
			paragraph( 'Clip' ),
			image( 'https://cdn.example/a.gif' ),
			block( 'core/video', '<figure><video controls src="https://cdn.example/v.mp4"></video></figure>' ),
			image( 'https://cdn.example/b.webp' ),
		] );
		expect( tweets.map( ( tweet ) => tweet.media.map( ( media ) => media.type ) ) ).toStrictEqual( [
			[ 'image/gif' ],
			[ 'video/mp4' ],
			[ 'image/webp' ],
		] );
	} );

	it( 'quotes an embedded tweet and adds other embeds as addresses', () => {
		const { tweets } = splitBlocks( [
			paragraph( 'As they said' ),
			block( 'core/embed', '', { url: 'https://twitter.com/a/status/1', providerNameSlug: 'twitter' } ),
			block( 'core/embed', '', { url: 'https://youtube.com/watch?v=x', providerNameSlug: 'youtube' } ),
		] );
		expect( tweets ).toStrictEqual( [
			{
				text: 'As they said https://youtube.com/watch?v=x',
				media: [],
				tweet: 'https://twitter.com/a/status/1',
				urls: [ 'https://youtube.com/watch?v=x' ],
				blocks: [ 'c1', 'c2', 'c3' ],
				boundary: false,
			},
		] );
	} );

	it( 'reads lists line by line and quotes through, warns on blocks it cannot post', () => {
		const list = block( 'core/list', '<ul></ul>', {}, [
			block( 'core/list-item', '<li>One</li>' ),
			block( 'core/list-item', '<li>Two</li>' ),
		] );
		const quote = block( 'core/quote', '<blockquote></blockquote>', {}, [ paragraph( 'Quoted' ) ] );
		const table = block( 'core/table', '<table></table>' );
		const separator = block( 'core/separator', '<hr/>' );
		const { tweets, warnings } = splitBlocks( [ list, quote, table, separator ] );
		expect( tweets.map( ( tweet ) => tweet.text ) ).toStrictEqual( [ 'One\nTwo', 'Quoted' ] );
		expect( warnings ).toStrictEqual( [ { clientId: table.clientId, kind: 'unsupported' } ] );
	} );
} );
