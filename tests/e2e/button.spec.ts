/**
 * The button block is not in the inserter: blocks that need a button (a form, a scheduling link)
 * put one inside themselves. Here one is placed the way such a parent places it, through the
 * block editor store, then configured through its toolbar and sidebar as a person would.
 */
import { seriousAxeViolations } from './support/axe';
import {
	canvas,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = '/tmp/shots/button';

test( 'a button saved in the post content: text, alignment, width, radius and colours', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'A button in the post' );

	// Not offered by the inserter.
	expect(
		await page.evaluate(
			() =>
				window.wp.blocks.getBlockType( 'tessera/button' )?.supports
					?.inserter
		)
	).toBe( false );

	await page.evaluate( () => {
		const block = window.wp.blocks.createBlock( 'tessera/button', {
			saveInPostContent: true,
			url: 'https://example.org/newsletter',
			width: '50%',
		} );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( block.clientId );
	} );

	// Single-line text: Enter adds no line break to it.
	const text = canvas( page ).getByRole( 'textbox', { name: 'Button text' } );
	await expect( text ).toHaveAttribute( 'aria-label', 'Button text' );
	await text.click();
	await page.keyboard.type( 'Read the newsletter' );
	await page.keyboard.press( 'Enter' );
	const attributes = () =>
		page.evaluate(
			() =>
				window.wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.find(
						( block: { name: string } ) =>
							block.name === 'tessera/button'
					)!.attributes
		);
	await expect
		.poll( async () => ( await attributes() ).text )
		.toBe( 'Read the newsletter' );
	await page.evaluate( () => {
		const store = window.wp.data.select( 'core/block-editor' );
		const button = store
			.getBlocks()
			.find(
				( block: { name: string } ) => block.name === 'tessera/button'
			)!;
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( button.clientId );
	} );

	// The sidebar: colour panel, radius slider at 5, width presets with 50% pressed.
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByRole( 'slider', { name: 'Border radius' } )
	).toHaveValue( '5' );
	await expect(
		sidebar.getByRole( 'button', { name: '50%' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await sidebar.getByRole( 'slider', { name: 'Border radius' } ).fill( '0' );
	await expect
		.poll( async () => ( await attributes() ).borderRadius )
		.toBe( 0 );
	await sidebar.getByRole( 'slider', { name: 'Border radius' } ).fill( '12' );

	await sidebar
		.getByRole( 'button', { name: 'Background', exact: true } )
		.click();
	await page.getByRole( 'option', { name: 'Brick' } ).click();
	await page.keyboard.press( 'Escape' );
	await expect
		.poll( async () => ( await attributes() ).backgroundColor )
		.toBe( 'brick' );
	await sidebar
		.getByRole( 'button', { name: 'Text color', exact: true } )
		.click();
	await page.getByRole( 'option', { name: 'Paper' } ).click();
	await page.keyboard.press( 'Escape' );
	await page.screenshot( { path: `${ SHOTS }/button-sidebar.png` } );

	// Aligning right floats the button: the percentage width goes, px and em stay offered.
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Align block' } )
		.click();
	await page.getByRole( 'menuitemradio', { name: 'Align right' } ).click();
	await expect
		.poll( async () => ( await attributes() ).width )
		.toBe( undefined );
	await expect(
		sidebar.getByRole( 'group', { name: 'Percentage width' } )
	).toHaveCount( 0 );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Custom width' } )
		.fill( '14' );
	await sidebar
		.getByRole( 'combobox', { name: 'Select unit' } )
		.selectOption( 'em' );
	await expect
		.poll( async () => ( await attributes() ).width )
		.toBe( '14em' );
	await sidebar
		.getByRole( 'heading', { name: 'Width settings' } )
		.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/button-width-aligned.png` } );

	const postId = await publish( page );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const link = visitor.getByRole( 'button', { name: 'Read the newsletter' } );
	await expect( link ).toHaveAttribute(
		'href',
		'https://example.org/newsletter'
	);
	await expect( link ).toHaveAttribute( 'target', '_blank' );
	await expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	await expect( link ).toHaveClass( /has-brick-background-color/ );
	await expect( link ).toHaveCSS( 'border-radius', '12px' );
	const wrapper = visitor.locator( '.wp-block-tessera-button' );
	await expect( wrapper ).toHaveClass( /alignright/ );
	await expect( wrapper ).toHaveCSS( 'float', 'right' );
	expect(
		await seriousAxeViolations( visitor, '.wp-block-tessera-button' )
	).toEqual( [] );
	await visitor.screenshot( { path: `${ SHOTS }/button-visitor.png` } );
	await visitorContext.close();
} );

test( 'a form-style submit button renders as a submit button for visitors', async ( {
	page,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'A submit button' );
	await page.evaluate( () => {
		const block = window.wp.blocks.createBlock( 'tessera/button', {
			element: 'button',
			text: 'Contact Us',
			className: 'is-style-outline',
		} );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
	} );
	const postId = await publish( page );
	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const submit = visitor.getByRole( 'button', { name: 'Contact Us' } );
	await expect( submit ).toHaveAttribute( 'type', 'submit' );
	await expect( submit ).toHaveCSS( 'background-color', 'rgba(0, 0, 0, 0)' );
	await visitorContext.close();
} );
