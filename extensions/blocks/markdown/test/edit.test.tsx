import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { followLink } from '../follow-link';
import { settings } from '../index';

jest.mock( '../follow-link', () => ( { followLink: jest.fn() } ) );

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
} );

async function setUp( source?: string, selected = true ) {
	const block = createBlock(
		metadata.name,
		source === undefined ? {} : { source }
	);
	await renderBlockEditor( [ block ] );
	if ( selected ) {
		await selectBlock( block.clientId );
	}
	return { block };
}

describe( 'Markdown edit', () => {
	it( 'shows the placeholder when empty and not selected', async () => {
		await setUp( undefined, false );
		expect(
			screen.getByText( 'Write your _Markdown_ **here**…' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Markdown' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the source editor, not the placeholder, when selected', async () => {
		await setUp();
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toBeInTheDocument();
		expect(
			document.querySelector( '.wp-block-tessera-markdown__placeholder' )
		).toBeNull();
	} );

	it( 'writes the source as the person types', async () => {
		await setUp();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Markdown' } ),
			'# Hi'
		);
		expect( editorBlocks()[ 0 ].attributes.source ).toBe( '# Hi' );
	} );

	it( 'stores <, > and & as references kses keeps, and shows them as typed', async () => {
		await setUp();
		const textbox = screen.getByRole( 'textbox', { name: 'Markdown' } );
		await userEvent.click( textbox );
		await userEvent.paste( '> a <b> & &gt; &#62; \\' );
		expect( editorBlocks()[ 0 ].attributes.source ).toBe(
			'&gt; a &lt;b&gt; &amp; &amp;gt; &#038;#62; &#092;'
		);
		expect( textbox ).toHaveValue( '> a <b> & &gt; &#62; \\' );
	} );

	it( 'shows a stored source as its Markdown, in the source and the preview', async () => {
		await setUp( '&gt; a quote with `a &lt; b &amp;&amp; c`' );
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( '> a quote with `a < b && c`' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Preview' } )
		);
		const preview = document.querySelector(
			'.wp-block-tessera-markdown__preview'
		)!;
		expect( preview.querySelector( 'blockquote code' ) ).toHaveTextContent(
			'a < b && c'
		);
	} );

	it( 'toggles between Markdown and Preview in the toolbar', async () => {
		await setUp( '## Heading\n\nSome **bold** text' );
		// The block switcher is also called "Markdown"; the toggle is the one with a pressed state.
		expect(
			await screen.findByRole( 'button', {
				name: 'Markdown',
				pressed: true,
			} )
		).toBeInTheDocument();
		const previewButton = screen.getByRole( 'button', {
			name: 'Preview',
			pressed: false,
		} );

		await userEvent.click( previewButton );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Heading' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Markdown' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Preview' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Markdown', pressed: false } )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( '## Heading\n\nSome **bold** text' );
	} );

	it( 'returns to the source editor after being deselected', async () => {
		const { block } = await setUp( 'Some *text*' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Preview' } )
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Markdown' } )
		).not.toBeInTheDocument();

		await clearSelection();
		// Not selected: the rendered text shows.
		expect( screen.getByText( 'text' ).tagName ).toBe( 'EM' );

		await selectBlock( block.clientId );
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( 'Some *text*' );
	} );

	it( 'puts the focus in the source when the rendered text is clicked', async () => {
		await setUp( 'Some *text*', false );
		await userEvent.click( screen.getByText( 'text' ) );
		expect(
			await screen.findByRole( 'textbox', { name: 'Markdown' } )
		).toHaveFocus();
	} );

	it( 'removes the block on Backspace when the source is empty', async () => {
		await setUp( '' );
		const textbox = screen.getByRole( 'textbox', { name: 'Markdown' } );
		textbox.focus();
		await userEvent.keyboard( '{Backspace}' );
		expect( editorBlocks() ).toHaveLength( 0 );
	} );

	it( 'keeps the block on Backspace while there is source left', async () => {
		await setUp( 'ab' );
		const textbox = screen.getByRole( 'textbox', { name: 'Markdown' } );
		await userEvent.click( textbox );
		await userEvent.keyboard( '{End}{Backspace}{Backspace}' );
		expect( editorBlocks() ).toHaveLength( 1 );
		expect( editorBlocks()[ 0 ].attributes.source ).toBe( '' );
		// Now empty: the next Backspace removes it.
		await userEvent.keyboard( '{Backspace}' );
		expect( editorBlocks() ).toHaveLength( 0 );
	} );

	describe( 'links in the preview', () => {
		let confirm: jest.SpyInstance;
		beforeEach( () => {
			confirm = jest.spyOn( window, 'confirm' );
			jest.mocked( followLink ).mockClear();
		} );
		afterEach( () => confirm.mockRestore() );

		async function clickLink() {
			await setUp( 'Read [the docs](https://example.org/docs)' );
			await userEvent.click(
				await screen.findByRole( 'button', { name: 'Preview' } )
			);
			const preview = document.querySelector(
				'.wp-block-tessera-markdown__preview'
			) as HTMLElement;
			await userEvent.click(
				within( preview ).getByRole( 'link', { name: 'the docs' } )
			);
		}

		it( 'ask before leaving and stay when the person cancels', async () => {
			confirm.mockReturnValue( false );
			await clickLink();
			expect( confirm ).toHaveBeenCalledWith(
				'Are you sure you wish to leave this page?'
			);
			expect( followLink ).not.toHaveBeenCalled();
		} );

		it( 'follow the link when the person confirms', async () => {
			confirm.mockReturnValue( true );
			await clickLink();
			expect( followLink ).toHaveBeenCalledWith(
				'https://example.org/docs'
			);
		} );
	} );

	it( 'never runs script from the source in the preview', async () => {
		await setUp(
			'<img src=x onerror="alert(1)"><script>alert(2)</script>'
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Preview' } )
		);
		const preview = document.querySelector(
			'.wp-block-tessera-markdown__preview'
		)!;
		expect( preview.querySelector( 'script' ) ).toBeNull();
		expect( preview.querySelector( 'img' ) ).not.toHaveAttribute(
			'onerror'
		);
	} );
} );
