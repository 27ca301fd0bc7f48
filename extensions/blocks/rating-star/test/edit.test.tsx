import { speak } from '@wordpress/a11y';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';
import type { RatingStarAttributes } from '../types';

jest.mock( '@wordpress/a11y', () => ( {
	speak: jest.fn(),
	setup: jest.fn(),
} ) );

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
} );

beforeEach( () => jest.mocked( speak ).mockClear() );

async function setUp( attributes: Partial< RatingStarAttributes > = {} ) {
	const block = createBlock( metadata.name, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	return block;
}

function rating(): number {
	return editorBlocks()[ 0 ].attributes.rating as number;
}

function starFills(): string[] {
	return Array.from(
		document.querySelectorAll( '.wp-block-tessera-rating-star__star' )
	).map( ( star ) => star.getAttribute( 'class' )!.replace( /.*is-/, '' ) );
}

describe( 'Star rating edit', () => {
	it( 'shows one labelled button per star and the rating in the group label', async () => {
		await setUp( { rating: 3.5, maxRating: 5 } );
		const group = screen.getByRole( 'group', {
			name: 'Rating: 3.5 out of 5',
		} );
		const buttons = within( group ).getAllByRole( 'button' );
		expect(
			buttons.map( ( button ) => button.getAttribute( 'aria-label' ) )
		).toEqual( [
			'Rate 1 out of 5',
			'Rate 2 out of 5',
			'Rate 3 out of 5',
			'Rate 4 out of 5',
			'Rate 5 out of 5',
		] );
		expect( starFills() ).toEqual( [
			'full',
			'full',
			'full',
			'half',
			'empty',
		] );
	} );

	it( 'toggles a half step when the same star is clicked again', async () => {
		await setUp( { rating: 1 } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Rate 3 out of 5' } )
		);
		expect( rating() ).toBe( 3 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Rate 3 out of 5' } )
		);
		expect( rating() ).toBe( 2.5 );
		expect( starFills() ).toEqual( [
			'full',
			'full',
			'half',
			'empty',
			'empty',
		] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Rate 3 out of 5' } )
		);
		expect( rating() ).toBe( 3 );
	} );

	it( 'goes from a half at 1 to 0', async () => {
		await setUp( { rating: 1 } );
		const first = screen.getByRole( 'button', { name: 'Rate 1 out of 5' } );
		await userEvent.click( first );
		expect( rating() ).toBe( 0.5 );
		await userEvent.click( first );
		expect( rating() ).toBe( 0 );
		expect( starFills() ).toEqual( [
			'empty',
			'empty',
			'empty',
			'empty',
			'empty',
		] );
		expect( speak ).toHaveBeenLastCalledWith( 'Rating: 0 out of 5' );
	} );

	it( 'is operated from the keyboard: Tab to a star, Enter or Space to rate', async () => {
		await setUp( { rating: 1 } );
		screen.getByRole( 'button', { name: 'Rate 1 out of 5' } ).focus();
		await userEvent.tab();
		await userEvent.tab();
		await userEvent.tab();
		expect(
			screen.getByRole( 'button', { name: 'Rate 4 out of 5' } )
		).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		expect( rating() ).toBe( 4 );
		await userEvent.keyboard( ' ' );
		expect( rating() ).toBe( 3.5 );
		expect( speak ).toHaveBeenLastCalledWith( 'Rating: 3.5 out of 5' );
	} );

	it( 'aligns from the block toolbar', async () => {
		await setUp();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Align text' } )
		);
		await userEvent.click(
			await screen.findByRole( 'menuitemradio', {
				name: 'Align text center',
			} )
		);
		expect( editorBlocks()[ 0 ].attributes.align ).toBe( 'center' );
		const wrapper = document.querySelector(
			'.wp-block-tessera-rating-star'
		) as HTMLElement;
		expect( wrapper.style.textAlign ).toBe( 'center' );
	} );

	it( 'limits the highest rating to 2..10 and takes the rating down with it', async () => {
		await setUp( { rating: 4.5, maxRating: 5 } );
		const highest = screen.getByRole( 'spinbutton', {
			name: 'Highest rating',
		} );
		expect( highest ).toHaveValue( 5 );
		fireEvent.change( highest, { target: { value: '3' } } );
		expect( editorBlocks()[ 0 ].attributes ).toMatchObject( {
			maxRating: 3,
			rating: 3,
		} );
		expect(
			screen.getAllByRole( 'button', { name: /^Rate \d out of 3$/ } )
		).toHaveLength( 3 );

		fireEvent.change( highest, { target: { value: '10' } } );
		expect( editorBlocks()[ 0 ].attributes ).toMatchObject( {
			maxRating: 10,
			rating: 3,
		} );
		const slider = screen.getByRole( 'slider', { name: 'Highest rating' } );
		expect( slider ).toHaveAttribute( 'min', '2' );
		expect( slider ).toHaveAttribute( 'max', '10' );
	} );

	it( 'colours the stars from the Color panel of the Styles tab', async () => {
		await setUp();
		expect(
			screen.queryByRole( 'heading', { name: 'Color' } )
		).not.toBeInTheDocument();
		await userEvent.click( screen.getByRole( 'tab', { name: 'Styles' } ) );
		expect(
			screen.getByRole( 'heading', { name: 'Color' } )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Color' } )
		);
		await userEvent.click(
			await screen.findByRole( 'option', {
				name: 'Luminous vivid amber',
			} )
		);
		expect( editorBlocks()[ 0 ].attributes.color ).toBe( '#fcb900' );
		const wrapper = document.querySelector(
			'.wp-block-tessera-rating-star'
		) as HTMLElement;
		expect( wrapper.style.color ).toBe( 'rgb(252, 185, 0)' );
	} );

	it( 'ignores a hostile colour', async () => {
		await setUp( { color: 'red;background:url(javascript:alert(1))' } );
		const wrapper = document.querySelector(
			'.wp-block-tessera-rating-star'
		) as HTMLElement;
		expect( wrapper.style.color ).toBe( '' );
		expect( wrapper.style.background ).toBe( '' );
	} );

	it( 'draws outlines in the outlined style', async () => {
		await setUp( {
			rating: 1,
			maxRating: 2,
			className: 'is-style-outlined',
		} );
		expect( document.querySelectorAll( '.is-outline' ) ).toHaveLength( 2 );
	} );
} );
