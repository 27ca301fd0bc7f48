import type { GatherItem } from '../../../../shared/thread-import/types';
import { itemsToBlockSpecs } from '../to-blocks';
import { isOwnThread } from '../verify-author';

const local = ( url: string ) =>
	url.replace(
		'https://pbs.twimg.com',
		'http://localhost:8888/stand-ins/pbs.twimg.com'
	);

describe( 'itemsToBlockSpecs', () => {
	it( 'turns each item type into its block, with media through the address map', () => {
		const items: GatherItem[] = [
			{
				type: 'paragraph',
				content:
					'Seven years of <a href="https://example.org/r">counts</a>',
			},
			{
				type: 'image',
				url: 'https://pbs.twimg.com/media/1.jpg',
				alt: 'The grid',
			},
			{
				type: 'gallery',
				images: [
					{ url: 'https://pbs.twimg.com/media/2.jpg', alt: 'A bowl' },
					{ url: 'https://pbs.twimg.com/media/3.jpg', alt: '' },
				],
			},
			{
				type: 'video',
				url: 'https://video.twimg.com/v/4.mp4',
				alt: 'The tide',
			},
			{ type: 'embed', url: 'https://twitter.com/kiln_notes/status/5' },
		];
		expect( itemsToBlockSpecs( items, local ) ).toStrictEqual( [
			[
				'core/paragraph',
				{
					content:
						'Seven years of <a href="https://example.org/r">counts</a>',
				},
				[],
			],
			[
				'core/image',
				{
					url: 'http://localhost:8888/stand-ins/pbs.twimg.com/media/1.jpg',
					alt: 'The grid',
				},
				[],
			],
			[
				'core/gallery',
				{ linkTo: 'none' },
				[
					[
						'core/image',
						{
							url: 'http://localhost:8888/stand-ins/pbs.twimg.com/media/2.jpg',
							alt: 'A bowl',
						},
						[],
					],
					[
						'core/image',
						{
							url: 'http://localhost:8888/stand-ins/pbs.twimg.com/media/3.jpg',
							alt: '',
						},
						[],
					],
				],
			],
			[
				'core/video',
				{ src: 'https://video.twimg.com/v/4.mp4', caption: 'The tide' },
				[],
			],
			[
				'core/embed',
				{ url: 'https://twitter.com/kiln_notes/status/5' },
				[],
			],
		] );
	} );

	it( 'leaves out empty text, unknown types and addresses that are not http(s)', () => {
		const items = [
			{ type: 'paragraph', content: '  ' },
			{ type: 'quote', content: 'x' },
			{ type: 'image', url: 'javascript:alert(1)', alt: 'x' },
			{
				type: 'image',
				url: ' https://pbs.twimg.com/media/1.jpg',
				alt: 'x',
			},
			{
				type: 'gallery',
				images: [ { url: 'data:image/png;base64,AAAA', alt: '' } ],
			},
			{ type: 'gallery', images: 'none' },
			{ type: 'video', url: 'ftp://video.twimg.com/4.mp4', alt: '' },
			{ type: 'embed', url: 'https://twitter.com/a/status/1"><script>' },
			null,
		] as unknown as GatherItem[];
		expect( itemsToBlockSpecs( items, local ) ).toStrictEqual( [] );
	} );

	it( 'keeps a gallery of the usable pictures only', () => {
		expect(
			itemsToBlockSpecs(
				[
					{
						type: 'gallery',
						images: [
							{ url: 'javascript:x', alt: 'bad' },
							{
								url: 'https://pbs.twimg.com/media/9.jpg',
								alt: 'good',
							},
						],
					},
				],
				( url ) => url
			)
		).toStrictEqual( [
			[
				'core/gallery',
				{ linkTo: 'none' },
				[
					[
						'core/image',
						{
							url: 'https://pbs.twimg.com/media/9.jpg',
							alt: 'good',
						},
						[],
					],
				],
			],
		] );
	} );
} );

describe( 'isOwnThread', () => {
	const mine = [
		{ service: 'twitter', external_display: '@AlexRivera' },
		{ service: 'facebook', external_display: '@tidewatch_lab' },
	];

	it( "matches the thread's handle against the Twitter connections, letter case aside", () => {
		expect( [
			isOwnThread(
				'https://twitter.com/alexrivera/status/1729001122334455301',
				mine
			),
			isOwnThread( 'https://x.com/ALEXRIVERA/status/1', mine ),
			isOwnThread( 'https://twitter.com/tidewatch_lab/status/1', mine ),
			isOwnThread( 'https://twitter.com/alexrivera2/status/1', mine ),
			isOwnThread( 'https://twitter.com/alexrivera/status/1', [] ),
			isOwnThread( 'https://twitter.com/alexrivera', mine ),
			isOwnThread( 'xhttps://twitter.com/alexrivera/status/1', mine ),
		] ).toStrictEqual( [ true, true, false, false, false, false, false ] );
	} );
} );
