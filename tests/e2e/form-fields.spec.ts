import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'fs';
import type { Page } from '@playwright/test';
import {
	canvas,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = '/tmp/shots/fields';

/** Every field type, in the order a person might build a long form. */
const FIELDS: Array< [ string, Record< string, unknown > ] > = [
	[ 'tessera/field-name', { required: true, width: 50 } ],
	[ 'tessera/field-email', { required: true, width: 50 } ],
	[ 'tessera/field-url', { placeholder: 'https://', width: 50 } ],
	[ 'tessera/field-telephone', { width: 50 } ],
	[ 'tessera/field-text', {} ],
	[ 'tessera/field-date', { width: 25 } ],
	[ 'tessera/field-textarea', { placeholder: 'Tell us anything' } ],
	[ 'tessera/field-checkbox', { label: 'Send me a copy' } ],
	[ 'tessera/field-consent', {} ],
	[ 'tessera/field-checkbox-multiple', { options: [ 'Mon', 'Wed' ] } ],
	[ 'tessera/field-radio', { options: [ 'Yes', 'No' ], required: true } ],
	[ 'tessera/field-select', { options: [ 'TV', 'Radio' ], width: 75 } ],
];

/** Inserts a form holding every field type (the form's preset picker is the form's own test). */
async function insertFormWithEveryField( page: Page ) {
	await page.evaluate( ( fields ) => {
		const { createBlock } = window.wp.blocks;
		const form = createBlock( 'tessera/contact-form', {}, [
			...fields.map( ( [ name, attributes ] ) =>
				createBlock( name, attributes )
			),
			createBlock( 'tessera/button', {
				element: 'button',
				text: 'Send',
			} ),
		] );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( form );
	}, FIELDS );
}

function field( page: Page, type: string ) {
	return canvas( page ).locator( `.wp-block-tessera-field-${ type }` );
}

async function fieldIds( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const editor = window.wp.data.select( 'core/block-editor' );
		return editor
			.getClientIdsWithDescendants()
			.filter( ( clientId: string ) =>
				editor.getBlockName( clientId )?.startsWith( 'tessera/field-' )
			)
			.map(
				( clientId: string ) =>
					editor.getBlockAttributes( clientId ).id as string
			);
	} );
}

test( 'a person edits every field type of a form, and it reloads intact', async ( {
	page,
	pageProblems,
} ) => {
	mkdirSync( SHOTS, { recursive: true } );
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Every field' );
	await insertFormWithEveryField( page );
	await expect( field( page, 'select' ) ).toBeVisible();

	// Each field got its own id.
	await expect
		.poll( async () => new Set( await fieldIds( page ) ).size )
		.toBe( FIELDS.length );

	// Label above the input, ' (required)' after a required field's label (as for visitors), widths applied.
	const name = field( page, 'name' );
	await expect( name.locator( '.tessera-field__label' ) ).toHaveText(
		'Name (required)'
	);
	await expect( name ).toHaveClass( /tessera-field--width-50/ );
	const [ nameBox, emailBox ] = await Promise.all( [
		name.boundingBox(),
		field( page, 'email' ).boundingBox(),
	] );
	expect( emailBox!.y ).toBeCloseTo( nameBox!.y, 0 );
	expect( emailBox!.x ).toBeGreaterThan( nameBox!.x );
	await page.screenshot( { path: `${ SHOTS }/form-every-field.png` } );

	// The text field: new label typed in place (markup stays text), required from the toolbar,
	// half width from the sidebar.
	const text = field( page, 'text' );
	await text.click();
	// The toolbar hides while a person types: the button first.
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Required' } )
		.click();
	const label = text.getByRole( 'textbox', { name: 'Field label' } );
	await label.selectText();
	await page.keyboard.type( 'Your <b>town</b>' );
	await page
		.getByRole( 'group', { name: 'Field width' } )
		.getByRole( 'button', { name: '50%' } )
		.click();
	await expect( text.locator( '.tessera-field__label' ) ).toHaveText(
		'Your <b>town</b> (required)'
	);
	await expect( text ).toHaveClass( /tessera-field--width-50/ );
	await page.screenshot( { path: `${ SHOTS }/text-selected.png` } );

	// Radio options: Enter adds one after the current one, Backspace in an empty one removes it.
	const radio = field( page, 'radio' );
	await radio.click();
	await radio.getByRole( 'textbox', { name: 'Option 1' } ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( 'Maybe' );
	await expect(
		radio.getByRole( 'textbox', { name: 'Option 2' } )
	).toHaveValue( 'Maybe' );
	await page.keyboard.press( 'Enter' );
	await expect(
		radio.getByRole( 'textbox', { name: 'Option 3' } )
	).toBeFocused();
	await page.keyboard.press( 'Backspace' );
	await expect(
		radio.getByRole( 'textbox', { name: 'Option 2' } )
	).toBeFocused();
	await page.screenshot( { path: `${ SHOTS }/radio-selected.png` } );

	// Consent: explicit, with its tick box.
	const consent = field( page, 'consent' );
	await consent.click();
	await expect( consent ).toContainText(
		"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time."
	);
	await page
		.getByRole( 'combobox', { name: 'Permission to email' } )
		.selectOption( 'explicit' );
	await expect( consent ).toContainText(
		'Can we send you an email from time to time?'
	);
	await expect( consent.locator( 'input[type="checkbox"]' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/consent-explicit.png` } );

	// Select: the option editor while selected.
	await field( page, 'select' ).click();
	await page.screenshot( { path: `${ SHOTS }/select-selected.png` } );

	// The CSS id in the Advanced panel refuses another field's id.
	await field( page, 'email' ).click();
	await page.getByRole( 'button', { name: 'Advanced' } ).click();
	const idBox = page.getByRole( 'textbox', { name: 'CSS ID' } );
	const [ nameId ] = await fieldIds( page );
	await idBox.fill( nameId );
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Another field' } )
	).toBeVisible();
	await idBox.fill( 'work-email' );
	await page.screenshot( { path: `${ SHOTS }/advanced-id.png` } );
	expect( await fieldIds( page ) ).toContain( 'work-email' );

	// Nothing serious for axe in the fields.
	const axe = await new AxeBuilder( { page } )
		.include( [ 'iframe[name="editor-canvas"]', '.tessera-field' ] )
		.analyze();
	expect(
		axe.violations
			.filter( ( v ) =>
				[ 'serious', 'critical' ].includes( v.impact ?? '' )
			)
			.map( ( v ) => `${ v.id }: ${ v.help }` )
	).toEqual( [] );

	const postId = await publish( page );
	await openPost( page, postId );
	await expect( field( page, 'select' ) ).toBeVisible();
	expect( await invalidBlocks( page ) ).toEqual( [] );
	const attributes = await page.evaluate( () => {
		const editor = window.wp.data.select( 'core/block-editor' );
		return editor
			.getClientIdsWithDescendants()
			.map( ( clientId: string ) => ( {
				name: editor.getBlockName( clientId ),
				...editor.getBlockAttributes( clientId ),
			} ) );
	} );
	expect( attributes ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				name: 'tessera/field-text',
				label: 'Your <b>town</b>',
				required: true,
				width: 50,
			} ),
			expect.objectContaining( {
				name: 'tessera/field-radio',
				options: [ 'Yes', 'Maybe', 'No' ],
			} ),
			expect.objectContaining( {
				name: 'tessera/field-consent',
				consentType: 'explicit',
			} ),
			expect.objectContaining( {
				name: 'tessera/field-email',
				id: 'work-email',
			} ),
		] )
	);
	await page.screenshot( { path: `${ SHOTS }/reloaded.png` } );
	expect( pageProblems ).toEqual( [] );
} );
