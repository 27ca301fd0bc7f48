import { RegistryProvider } from '@wordpress/data';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PLAN_CATALOG } from '../../../../shared/plans/catalog';
import { navigation } from '../../../../shared/post-editor/navigation';
import { recordEvent } from '../../../../shared/analytics';
import { PreviewsModal } from '../components/previews-modal';
import { PreviewsPanel } from '../components/previews-panel';
import { fakeRegistry, POST, type FakePost } from './fake-stores';

jest.mock( '../../../../shared/analytics', () => ( {
	recordEvent: jest.fn(),
} ) );

async function renderModal(
	post: FakePost,
	options: {
		upgrade?: boolean;
		thread?: Parameters< typeof fakeRegistry >[ 1 ];
	} = {}
) {
	const { registry } = fakeRegistry( post, options.thread );
	const onClose = jest.fn();
	render(
		<RegistryProvider value={ registry }>
			<PreviewsModal
				onClose={ onClose }
				upgradePlan={
					options.upgrade ? PLAN_CATALOG.business : undefined
				}
			/>
		</RegistryProvider>
	);
	// The tabs settle their selection after the first render.
	await act( async () => {} );
	return { onClose };
}

const tab = ( name: string ) => screen.getByRole( 'tab', { name } );

/** Clicks a tab and lets the tabs settle (they move focus after the click). */
async function selectTab( name: string ) {
	await act( async () => {
		fireEvent.click( tab( name ) );
	} );
}

describe( 'the social previews modal', () => {
	beforeEach( () => jest.clearAllMocks() );

	it( 'opens on Google Search and shows each service from the post', async () => {
		await renderModal( {
			...POST,
			meta: { advanced_seo_description: 'Where to stand and when.' },
		} );
		expect(
			screen.getByRole( 'dialog', { name: 'Social Previews' } )
		).toBeInTheDocument();
		expect( tab( 'Google Search' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const google = screen.getByRole( 'group', {
			name: 'Search result preview',
		} );
		expect( google ).toHaveTextContent(
			'http://localhost:8888 › 2026 › 11 › birds-in-flight'
		);
		expect( google ).toHaveTextContent( 'Birds in flight' );
		expect( google ).toHaveTextContent( 'Where to stand and when.' );

		await selectTab( 'Facebook' );
		const card = screen.getByRole( 'group', { name: 'Link preview' } );
		expect( card ).toHaveTextContent( 'LOCALHOST:8888 | Alex Rivera' );
		expect( card ).toHaveTextContent( 'Where to stand and when.' );
		expect( card.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://localhost:8888/uploads/bird.jpg'
		);

		await selectTab( 'Twitter' );
		const post = screen.getByRole( 'article' );
		expect( post ).toHaveTextContent( 'Alex Rivera@alex' );
		expect(
			post.querySelector( '.tessera-microblog-preview__text' )
		).toHaveTextContent( /^Birds in flight$/ );
		expect(
			post.querySelector(
				'.tessera-microblog-preview__card--summary-large-image'
			)
		).toHaveTextContent(
			'localhost:8888Birds in flightWhere to stand and when.'
		);
	} );

	it( 'falls back to the excerpt', async () => {
		await renderModal( { ...POST, excerpt: 'From the excerpt' } );
		expect(
			screen.getByRole( 'group', { name: 'Search result preview' } )
		).toHaveTextContent( 'From the excerpt' );
	} );

	it( "says 'Visit the post for more.' for a post with no words", async () => {
		await renderModal( { ...POST, content: '' } );
		expect(
			screen.getByRole( 'group', { name: 'Search result preview' } )
		).toHaveTextContent( 'Visit the post for more.' );
	} );

	it( 'opens on Twitter for a tweet storm and previews the thread the site parsed, as it is shared', async () => {
		const parsed = ( text: string, clientId: string ) => ( {
			text,
			media: [],
			tweet: '',
			urls: [],
			blocks: [ clientId ],
			boundary: false as const,
		} );
		await renderModal(
			{
				...POST,
				meta: {
					jetpack_is_tweetstorm: true,
					jetpack_publicize_message: 'Watch the sky',
				},
			},
			{
				// Not the post's paragraphs ('Some content.'): the preview shows the parse.
				thread: {
					tweets: [
						parsed( 'First thought', 'a' ),
						parsed( 'Second thought', 'b' ),
					],
				},
			}
		);
		expect( tab( 'Twitter' ) ).toHaveAttribute( 'aria-selected', 'true' );
		const thread = screen.getByRole( 'list', { name: 'Thread preview' } );
		const posts = within( thread ).getAllByRole( 'article' );
		expect(
			posts.map(
				( post ) =>
					post.querySelector( '.tessera-microblog-preview__text' )
						?.textContent
			)
		).toEqual( [
			'Watch the sky A thread ⬇️',
			'First thought',
			'Second thought',
			// The link to the post is drawn as the post's card, as the network does.
			undefined,
		] );
		expect( posts[ 3 ] ).toHaveTextContent( 'Birds in flight' );
	} );

	it( 'shows the opening and the link of a tweet storm before the thread is parsed', async () => {
		await renderModal( { ...POST, meta: { jetpack_is_tweetstorm: true } } );
		const thread = screen.getByRole( 'list', { name: 'Thread preview' } );
		expect(
			within( thread )
				.getAllByRole( 'article' )
				.map(
					( post ) =>
						post.querySelector( '.tessera-microblog-preview__text' )
							?.textContent
				)
		).toEqual( [ 'Birds in flight A thread ⬇️', undefined ] );
	} );

	it( 'shows the text of the title, which the editor stores as HTML', async () => {
		await renderModal( {
			...POST,
			title: '&lt;b> Fish &amp; <em>chips</em>',
		} );
		expect(
			screen.getByRole( 'group', { name: 'Search result preview' } )
		).toHaveTextContent( '<b> Fish & chips' );
	} );

	it( 'shows hostile titles and descriptions as text', async () => {
		const hostile =
			'<script>alert(1)</script> "q" "><img src=x onerror=alert(1)>';
		await renderModal( {
			...POST,
			// As the editor stores a typed title: `<` escaped, the rest as typed.
			title: hostile.replace( /</g, '&lt;' ),
			featured_media: 0,
			meta: { advanced_seo_description: hostile },
		} );
		const dialog = screen.getByRole( 'dialog' );
		for ( const name of [ 'Google Search', 'Facebook', 'Twitter' ] ) {
			await selectTab( name );
			expect( dialog ).toHaveTextContent(
				'<script>alert(1)</script> "q"'
			);
			expect( dialog.querySelector( 'script, img[src="x"]' ) ).toBeNull();
		}
	} );

	it( 'shows the upgrade panel instead when the plan lacks the previews', async () => {
		const assign = jest
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => {} );
		await renderModal( POST, { upgrade: true } );
		expect( screen.queryByRole( 'tab' ) ).toBeNull();
		expect(
			screen.getByRole( 'heading', {
				name: 'Upgrade to the Business plan to see social previews',
			} )
		).toBeInTheDocument();
		expect( recordEvent ).toHaveBeenCalledWith(
			'tessera_editor_block_upgrade_impression',
			{
				plan: 'business',
				block: 'social-previews',
			}
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Upgrade' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Redirecting…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_upgrade_click',
			{
				plan: 'business',
				block: 'social-previews',
			}
		);
		expect( assign ).toHaveBeenCalledWith(
			expect.stringContaining( '/checkout/' )
		);
		assign.mockRestore();
	} );
} );

describe( 'the panel', () => {
	it( "explains the previews and opens them with 'Preview'", () => {
		const onOpen = jest.fn();
		render( <PreviewsPanel onOpen={ onOpen } /> );
		expect(
			screen.getByText(
				'Preview what this will look like on social networks and Google search.'
			)
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect( onOpen ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByText( /upgrade to see them/ ) ).toBeNull();
	} );

	it( 'says, before the modal opens, that a lower plan needs an upgrade', () => {
		render(
			<PreviewsPanel
				onOpen={ jest.fn() }
				upgradePlan={ PLAN_CATALOG.business }
			/>
		);
		expect(
			screen.getByText(
				'Social previews are part of the Business plan: upgrade to see them.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Preview' } )
		).toBeEnabled();
	} );
} );
