import { act, fireEvent, render, screen } from '@testing-library/react';
import { MediaGrid } from '../picker/media-grid';
import { mediaItem } from '../../../../shared/external-media/test/media-item';
import type { BrowserState } from '../../../../shared/external-media/browser-state';

jest.mock( '../../../../shared/service-hosts/use-service-hosts', () => ( {
	useServiceHosts: () => ( {} ),
} ) );

/** jsdom lays nothing out: each tile's top comes from the row it would be on at this width. */
let perRow = 4;
const offsetTop = Object.getOwnPropertyDescriptor(
	HTMLElement.prototype,
	'offsetTop'
)!;
beforeAll( () => {
	Object.defineProperty( HTMLElement.prototype, 'offsetTop', {
		configurable: true,
		get( this: HTMLElement ) {
			if ( this.tagName !== 'LI' || ! this.parentElement ) {
				return 0;
			}
			const index = Array.from( this.parentElement.children ).indexOf(
				this
			);
			return Math.floor( index / perRow ) * 180;
		},
	} );
} );
afterAll( () => {
	Object.defineProperty( HTMLElement.prototype, 'offsetTop', offsetTop );
} );

const ITEMS = Array.from( { length: 12 }, ( _, i ) => mediaItem( `p${ i }` ) );

function renderGrid() {
	const state = {
		media: ITEMS,
		isLoading: false,
		isCopying: false,
		nextHandle: false,
	} as unknown as BrowserState;
	render(
		<MediaGrid
			state={ state }
			selected={ [] }
			onItemClick={ () => undefined }
			onLoadMore={ () => undefined }
			onInsert={ () => undefined }
		/>
	);
}

const tile = ( id: string ) => screen.getByRole( 'button', { name: id } );
/** The tile that has the focus, by name. */
const focused = () =>
	tile( 'p0' ).ownerDocument.activeElement?.getAttribute( 'aria-label' ) ??
	null;

/** From tile p0, where Down leads: the tile one row below as the grid counted its rows. */
function downFromFirst(): string | null {
	act( () => tile( 'p0' ).focus() );
	fireEvent.keyDown( tile( 'p0' ), { key: 'ArrowDown' } );
	return focused();
}

describe( 'moving through the picker’s grid with the keyboard', () => {
	beforeEach( () => {
		perRow = 4;
		jest.useFakeTimers();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'moves by tile left and right and by row up and down, staying on the grid', () => {
		renderGrid();
		act( () => tile( 'p5' ).focus() );
		const keys = [
			'ArrowRight',
			'ArrowDown',
			'ArrowLeft',
			'ArrowUp',
			'ArrowUp',
			'ArrowUp',
		];
		const visited = keys.map( ( key ) => {
			fireEvent.keyDown( tile( focused()! ), { key } );
			return focused();
		} );
		expect( visited ).toStrictEqual( [
			'p6',
			'p10',
			'p9',
			'p5',
			'p1',
			'p1',
		] );
	} );

	it( 'counts the columns again 400 ms after the window stops resizing, not before', () => {
		renderGrid();
		expect( downFromFirst() ).toBe( 'p4' );

		perRow = 3;
		fireEvent( window, new Event( 'resize' ) );
		act( () => jest.advanceTimersByTime( 200 ) );
		// Still resizing: the wait starts again.
		fireEvent( window, new Event( 'resize' ) );
		act( () => jest.advanceTimersByTime( 399 ) );
		expect( downFromFirst() ).toBe( 'p4' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( downFromFirst() ).toBe( 'p3' );
	} );
} );
