import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import { editorInLocale } from '../../../../tests/support/editor-locale';
import type { BlockModule } from '../../../../shared/loader/types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const NAME = 'tessera/subscriptions';
const UNAVAILABLE = 'Subscriber count unavailable';
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

let answer: () => unknown;
let requests: string[] = [];

beforeAll( () => {
	const block = require( '../index' ) as BlockModule;
	const edit = require( '../edit' ).default;
	if ( ! getBlockType( NAME ) ) {
		registerBlockType(
			block.metadata as never,
			{ ...block.settings, edit } as never
		);
	}
} );

beforeEach( () => {
	requests = [];
	answer = () => ( { count: 3 } );
	fetchMock.mockReset();
	fetchMock.mockImplementation( async ( { path }: { path: string } ) => {
		requests.push( path );
		return answer();
	} );
} );

async function renderForm( attributes: Record< string, unknown > = {} ) {
	const block = createBlock( NAME, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await settle();
	return block;
}

const form = () => editorBlocks()[ 0 ];
const countLine = () =>
	document.querySelector( '.tessera-subscription-form__count' );

async function openPanel( title: string ) {
	const toggle = screen.getByRole( 'button', { name: title } );
	if ( toggle.getAttribute( 'aria-expanded' ) !== 'true' ) {
		await userEvent.click( toggle );
		await settle();
	}
}

describe( 'the subscriber count', () => {
	it( 'shows the confirmed subscribers from the site', async () => {
		await renderForm( { showSubscribersTotal: true } );
		await waitFor( () =>
			expect( countLine() ).toHaveTextContent(
				'Join 3 other subscribers'
			)
		);
		expect( requests ).toStrictEqual( [ '/wpcom/v2/subscribers/count' ] );
	} );

	it( 'says nothing while the count is awaited', async () => {
		answer = () => new Promise( () => {} );
		await renderForm( { showSubscribersTotal: true } );
		expect( countLine() ).toBeNull();
		expect( screen.queryByText( UNAVAILABLE ) ).toBeNull();
	} );

	it.each( [
		[ 'has no count', () => ( {} ) ],
		[ 'has a count that is no number', () => ( { count: '3' } ) ],
		[
			'fails',
			() => {
				throw { code: 'rest_forbidden', message: 'No.' };
			},
		],
	] )(
		'says the count is unavailable when the answer %s',
		async ( _, failing ) => {
			answer = failing;
			await renderForm( { showSubscribersTotal: true } );
			await waitFor( () =>
				expect( countLine() ).toHaveTextContent( UNAVAILABLE )
			);
			// The display toggle says so too.
			await openPanel( 'Display Settings' );
			expect(
				screen.getByRole( 'checkbox', {
					name: 'Show subscriber count',
				} )
			).toHaveAccessibleDescription( UNAVAILABLE );
		}
	);

	it( 'hides the count until it is asked for', async () => {
		await renderForm();
		await settle();
		expect( countLine() ).toBeNull();
		await openPanel( 'Display Settings' );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show subscriber count' } )
		);
		expect( form().attributes.showSubscribersTotal ).toBe( true );
		expect( countLine() ).toHaveTextContent( 'Join 3 other subscribers' );
	} );
} );

describe( 'the settings', () => {
	it( 'starts from the defaults, with its panels', async () => {
		await renderForm();
		expect( form().attributes ).toMatchObject( {
			subscribePlaceholder: 'Email Address',
			submitButtonText: 'Subscribe',
			showSubscribersTotal: false,
			buttonOnNewLine: false,
			customFontSize: '16px',
			borderRadius: 0,
			borderWeight: 1,
			padding: 15,
			spacing: 10,
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Email field placeholder' } )
		).toHaveValue( 'Email Address' );
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveTextContent( 'Subscribe' );
		// The colour panels are tools panels, headed rather than folded.
		for ( const panel of [ 'Background Colors', 'Color Settings' ] ) {
			expect(
				screen.getByRole( 'heading', { name: panel } )
			).toBeVisible();
		}
		for ( const panel of [
			'Text Settings',
			'Border Settings',
			'Spacing Settings',
			'Display Settings',
		] ) {
			expect(
				screen.getByRole( 'button', { name: panel } )
			).toBeVisible();
		}
	} );

	it.each( [
		[ 'Border Settings', 'Border Radius', 'borderRadius', 0, 50 ],
		[ 'Border Settings', 'Border Weight', 'borderWeight', 0, 15 ],
		[ 'Spacing Settings', 'Space Inside', 'padding', 5, 50 ],
		[ 'Spacing Settings', 'Space Between', 'spacing', 0, 50 ],
	] )(
		'%s: %s (%s) runs from %p to %p',
		async ( panel, label, attribute, min, max ) => {
			await renderForm();
			await openPanel( panel );
			const input = screen.getByRole( 'spinbutton', { name: label } );
			expect( input ).toHaveAttribute( 'min', String( min ) );
			expect( input ).toHaveAttribute( 'max', String( max ) );
			fireEvent.change( input, { target: { value: String( max - 1 ) } } );
			await settle();
			expect( form().attributes[ attribute ] ).toBe( max - 1 );
		}
	);

	it( 'places the button on a new line', async () => {
		await renderForm();
		await openPanel( 'Display Settings' );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Place button on new line' } )
		);
		expect( form().attributes.buttonOnNewLine ).toBe( true );
		expect(
			document.querySelector( '.wp-block-tessera-subscriptions' )
		).toHaveClass( 'is-button-on-new-line' );
	} );

	it( 'keeps a button width it can draw, and drops any other on leaving the field', async () => {
		await renderForm();
		await openPanel( 'Display Settings' );
		const width = screen.getByRole( 'textbox', { name: 'Button width' } );
		await userEvent.type( width, ' 60% ' );
		fireEvent.blur( width );
		await settle();
		expect( form().attributes.buttonWidth ).toBe( '60%' );
		await userEvent.clear( width );
		await userEvent.type( width, '140%' );
		fireEvent.blur( width );
		await settle();
		expect( form().attributes.buttonWidth ).toBeUndefined();
	} );

	it( 'edits the placeholder and the button text in place', async () => {
		await renderForm();
		const placeholder = screen.getByRole( 'textbox', {
			name: 'Email field placeholder',
		} );
		await userEvent.clear( placeholder );
		await userEvent.type( placeholder, 'Your e-mail' );
		expect( form().attributes.subscribePlaceholder ).toBe( 'Your e-mail' );
	} );

	it( 'shows a French author the placeholder and button a French visitor reads, storing them only once edited', async () => {
		const english = editorInLocale( 'fr_FR' );
		try {
			await renderForm();
			const placeholder = screen.getByRole( 'textbox', {
				name: 'Texte indicatif du champ e-mail',
			} );
			expect( placeholder ).toHaveValue( 'Adresse e-mail' );
			expect(
				screen.getByRole( 'textbox', { name: 'Texte du bouton' } )
			).toHaveTextContent( /^S’abonner$/ );
			expect( form().attributes ).toMatchObject( {
				subscribePlaceholder: 'Email Address',
				submitButtonText: 'Subscribe',
			} );
			await userEvent.type( placeholder, ' pro' );
			expect( form().attributes ).toMatchObject( {
				subscribePlaceholder: 'Adresse e-mail pro',
				submitButtonText: 'Subscribe',
			} );
		} finally {
			english();
		}
	} );
} );
