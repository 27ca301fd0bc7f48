import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import type { BlockModule } from '../../../../shared/loader/types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const NAME = 'tessera/podcast-player';
const HOST = 'https://feeds.tessera-podcasts.example';
const ERROR =
	"Your podcast couldn't be embedded. Please double check your URL.";
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

const FEED = {
	title: 'The Garden Hour',
	link: 'https://gardenhour.example/',
	cover: `${ HOST }/garden-hour/artwork.svg`,
	tracks: [ 1, 2, 3 ].map( ( n ) => ( {
		id: `podcast-track-${ n }`,
		guid: `g-${ n }`,
		title: `Episode ${ n }`,
		link: '',
		src: `${ HOST }/audio/${ n }.mp3`,
		type: 'audio/mpeg',
		description: `About ${ n }`,
		duration: '0:40',
		image: '',
	} ) ),
	options: [ 1, 2, 3 ].map( ( n ) => ( {
		label: `Episode ${ n }`,
		value: `g-${ n }`,
	} ) ),
};

let requests: string[] = [];
let embeddable = false;
let feedFails = false;

beforeAll( () => {
	const block = require( '../index' ) as BlockModule;
	const edit = require( '../edit' ).default;
	if ( ! getBlockType( NAME ) ) {
		registerBlockType(
			block.metadata as never,
			{ ...block.settings, edit } as never
		);
	}
	if ( ! getBlockType( 'core/embed' ) ) {
		registerBlockType( 'core/embed', {
			title: 'Embed',
			category: 'embed',
			attributes: { url: { type: 'string' } },
			edit: () => null,
			save: () => null,
		} as never );
	}
	HTMLMediaElement.prototype.pause = jest.fn();
} );

beforeEach( () => {
	requests = [];
	embeddable = false;
	feedFails = false;
	fetchMock.mockReset();
	fetchMock.mockImplementation( async ( { path }: { path: string } ) => {
		requests.push( decodeURIComponent( path ) );
		if ( path.startsWith( '/tessera/v1/service-hosts' ) ) {
			return {};
		}
		if ( path.startsWith( '/oembed/1.0/proxy' ) ) {
			if ( ! embeddable ) {
				throw { code: 'oembed_invalid_url', message: 'Not Found' };
			}
			return { html: '<iframe src="https://video.example/1"></iframe>' };
		}
		if ( feedFails ) {
			throw { code: 'invalid_xml', message: ERROR };
		}
		const guids = new URL( path, 'http://x' ).searchParams.getAll(
			'guids[0]'
		);
		return guids.length
			? {
					...FEED,
					tracks: FEED.tracks.filter( ( t ) =>
						guids.includes( t.guid )
					),
				}
			: FEED;
	} );
} );

async function renderPodcast( attributes: Record< string, unknown > = {} ) {
	const block = createBlock( NAME, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	return block;
}

const attributes = () => editorBlocks()[ 0 ].attributes;
const input = () =>
	screen.getByRole( 'textbox', { name: 'Podcast RSS feed URL' } );
// Notices are also spoken through the a11y live region; this is the one shown.
const notice = () => document.querySelector( '.components-notice__content' );
const embed = () => screen.getByRole( 'button', { name: 'Embed' } );

describe( 'the podcast player in the editor', () => {
	it( 'ignores an empty submit and refuses what is not an address', async () => {
		await renderPodcast();
		await waitFor( () =>
			expect(
				document.querySelector(
					'.components-placeholder__instructions'
				)?.textContent
			).toBe( 'Enter your podcast RSS feed URL.' )
		);
		await userEvent.click( embed() );
		await settle();
		expect( notice() ).toBeNull();
		await userEvent.type( input(), 'not an address' );
		await userEvent.click( embed() );
		await settle();
		expect( notice()?.textContent ).toBe( ERROR );
		expect( attributes().url ).toBeUndefined();
		expect(
			requests.filter( ( p ) => p.includes( 'podcast-player' ) )
		).toStrictEqual( [] );
	} );

	it( 'puts http in front, loads the feed and shows the player', async () => {
		await renderPodcast();
		await userEvent.type( input(), 'feeds.tessera-podcasts.example/show' );
		await userEvent.click( embed() );
		await waitFor( () =>
			expect(
				document.querySelectorAll( '.tessera-podcast-player__track' )
			).toHaveLength( 3 )
		);
		expect( attributes().url ).toBe(
			'http://feeds.tessera-podcasts.example/show'
		);
		expect( requests ).toContain(
			'/wpcom/v2/podcast-player?url=http://feeds.tessera-podcasts.example/show&episode-options=true'
		);
	} );

	it( 'forces one item when an episode is chosen, and fetches that episode', async () => {
		await renderPodcast( { url: `${ HOST }/garden-hour/feed.xml` } );
		const select = await screen.findByRole( 'combobox', {
			name: 'Episode',
		} );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Number of items' } )
		).toHaveValue( 5 );
		await userEvent.selectOptions( select, 'g-2' );
		await waitFor( () =>
			expect(
				document.querySelectorAll( '.tessera-podcast-player__track' )
			).toHaveLength( 1 )
		);
		expect( attributes() ).toMatchObject( {
			selectedEpisodes: [ { guid: 'g-2' } ],
			itemsToShow: 1,
		} );
		expect( requests.at( -1 ) ).toContain( 'guids[0]=g-2' );
	} );

	it( 'returns to the form with the message when the feed fails', async () => {
		feedFails = true;
		await renderPodcast( { url: `${ HOST }/half-uploaded/feed.xml` } );
		await waitFor( () => expect( notice()?.textContent ).toBe( ERROR ) );
		expect( input() ).toHaveValue( `${ HOST }/half-uploaded/feed.xml` );
	} );

	it( 'becomes a generic embed when the address is embeddable but not a feed', async () => {
		feedFails = true;
		embeddable = true;
		await renderPodcast( { url: 'https://video.example/watch/1' } );
		await waitFor( () =>
			expect( editorBlocks()[ 0 ].name ).toBe( 'core/embed' )
		);
		expect( editorBlocks()[ 0 ].attributes.url ).toBe(
			'https://video.example/watch/1'
		);
	} );

	it( 'keeps an overlay on the player until it is clicked, and again after deselection', async () => {
		const block = await renderPodcast( {
			url: `${ HOST }/garden-hour/feed.xml`,
		} );
		await screen.findByRole( 'combobox', { name: 'Episode' } );
		const overlay = () =>
			document.querySelector(
				'.block-library-embed__interactive-overlay'
			);
		await waitFor( () => expect( overlay() ).not.toBeNull() );
		fireEvent.mouseUp( overlay()! );
		await waitFor( () => expect( overlay() ).toBeNull() );
		await clearSelection();
		await waitFor( () => expect( overlay() ).not.toBeNull() );
		await selectBlock( block.clientId );
		expect( overlay() ).not.toBeNull();
	} );

	it( 'shows an inserter example from its own feed data, fetching nothing', async () => {
		await renderPodcast( {
			url: `${ HOST }/garden-hour/feed.xml`,
			exampleFeedData: { ...FEED, tracks: FEED.tracks.slice( 0, 2 ) },
		} );
		await waitFor( () =>
			expect(
				document.querySelectorAll( '.tessera-podcast-player__track' )
			).toHaveLength( 2 )
		);
		expect(
			requests.filter( ( p ) => p.includes( 'podcast-player' ) )
		).toStrictEqual( [] );
	} );

	it( 'goes back to the form with Replace', async () => {
		await renderPodcast( { url: `${ HOST }/garden-hour/feed.xml` } );
		await screen.findByRole( 'combobox', { name: 'Episode' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Replace' } )
		);
		expect( input() ).toHaveValue( `${ HOST }/garden-hour/feed.xml` );
	} );
} );
