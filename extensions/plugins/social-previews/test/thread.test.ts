import {
	POST_LENGTH,
	THREAD_CAP,
	splitText,
	threadFromBlocks,
	type ThreadBlock,
} from '../thread';

const author = { name: 'Alex', screenName: '@alex', date: '2026-11-22' };
const paragraph = ( content: string ): ThreadBlock => ( {
	name: 'core/paragraph',
	attributes: { content },
} );
const image = ( url: string, alt = '' ): ThreadBlock => ( {
	name: 'core/image',
	attributes: { url, alt },
} );

describe( 'threadFromBlocks', () => {
	it( 'makes one post per paragraph, as plain text with its addresses', () => {
		const posts = threadFromBlocks(
			[
				paragraph( 'Hello <strong>world</strong>' ),
				paragraph( 'More at (https://example.com/a)' ),
				paragraph( '' ),
			],
			author
		);
		expect( posts.map( ( post ) => post.text ) ).toEqual( [
			'Hello world',
			'More at (https://example.com/a)',
		] );
		expect( posts[ 1 ].urls ).toEqual( [ 'https://example.com/a' ] );
		expect( posts[ 0 ] ).toMatchObject( author );
	} );

	it( 'attaches images to the post before them, four at most per post', () => {
		const posts = threadFromBlocks(
			[
				paragraph( 'Photos' ),
				...[ 1, 2, 3, 4, 5 ].map( ( n ) =>
					image( `https://example.com/${ n }.png`, `Photo ${ n }` )
				),
			],
			author
		);
		expect( posts ).toHaveLength( 2 );
		expect( posts[ 0 ].media ).toHaveLength( 4 );
		expect( posts[ 0 ].media?.[ 0 ] ).toEqual( {
			type: 'image/png',
			url: 'https://example.com/1.png',
			alt: 'Photo 1',
		} );
		expect( posts[ 1 ] ).toMatchObject( { text: '' } );
		expect( posts[ 1 ].media?.[ 0 ].url ).toBe(
			'https://example.com/5.png'
		);
	} );

	it( 'reads paragraphs inside groups, quotes an embedded post, knows gifs and videos', () => {
		const posts = threadFromBlocks(
			[
				{
					name: 'core/group',
					attributes: {},
					innerBlocks: [
						paragraph( 'Inside' ),
						image( 'https://e.com/a.gif' ),
					],
				},
				{
					name: 'core/embed',
					attributes: {
						providerNameSlug: 'twitter',
						url: 'https://twitter.com/jack/status/20',
					},
				},
				paragraph( 'Clip' ),
				{
					name: 'core/video',
					attributes: { src: 'https://e.com/v.mp4' },
				},
			],
			author
		);
		expect( posts[ 0 ] ).toMatchObject( {
			text: 'Inside',
			media: [
				{ type: 'image/gif', url: 'https://e.com/a.gif', alt: '' },
			],
			tweet: 'https://twitter.com/jack/status/20',
		} );
		expect( posts[ 1 ].media ).toEqual( [
			{ type: 'video/mp4', url: 'https://e.com/v.mp4' },
		] );
	} );

	it( `splits long paragraphs at ${ POST_LENGTH } characters and caps the thread at ${ THREAD_CAP }`, () => {
		const long = 'word '.repeat( 100 ).trim(); // 499 characters
		const pieces = splitText( long );
		expect( pieces.every( ( piece ) => piece.length <= POST_LENGTH ) ).toBe(
			true
		);
		expect( pieces.join( ' ' ) ).toBe( long );
		expect( splitText( 'x'.repeat( 300 ) ) ).toEqual( [
			'x'.repeat( 280 ),
			'x'.repeat( 20 ),
		] );
		const many = Array.from( { length: 120 }, ( _, i ) =>
			paragraph( `Post ${ i }` )
		);
		expect( threadFromBlocks( many, author ) ).toHaveLength( THREAD_CAP );
	} );
} );
