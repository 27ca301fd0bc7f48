import {
	canMoveBackward,
	canMoveForward,
	moveItem,
	removeItem,
} from '../selection';

const items = [ 'a', 'b', 'c' ];

it( 'lets every tile but the first move backward, every tile but the last forward', () => {
	expect( [ -1, 0, 1, 2 ].map( canMoveBackward ) ).toStrictEqual( [
		false,
		false,
		true,
		true,
	] );
	expect(
		[ -1, 0, 1, 2, 3 ].map( ( i ) => canMoveForward( i, 3 ) )
	).toStrictEqual( [ false, true, true, false, false ] );
} );

it( 'swaps with the neighbour and keeps the moved tile selected', () => {
	expect( moveItem( items, 1, 'backward' ) ).toStrictEqual( {
		items: [ 'b', 'a', 'c' ],
		selected: 0,
	} );
	expect( moveItem( items, 1, 'forward' ) ).toStrictEqual( {
		items: [ 'a', 'c', 'b' ],
		selected: 2,
	} );
	expect( moveItem( items, 2, 'backward' ) ).toStrictEqual( {
		items: [ 'a', 'c', 'b' ],
		selected: 1,
	} );
	expect( items ).toStrictEqual( [ 'a', 'b', 'c' ] );
} );

it( 'refuses to move the first backward, the last forward, or a tile that is not there', () => {
	expect( moveItem( items, 0, 'backward' ) ).toBeNull();
	expect( moveItem( items, 2, 'forward' ) ).toBeNull();
	expect( moveItem( items, 3, 'backward' ) ).toBeNull();
	expect( moveItem( items, -1, 'forward' ) ).toBeNull();
	expect( moveItem( [ 'x' ], 0, 'forward' ) ).toBeNull();
} );

it( 'removes a tile and clears the selection', () => {
	expect( removeItem( items, 1 ) ).toStrictEqual( {
		items: [ 'a', 'c' ],
		selected: null,
	} );
	expect( removeItem( items, 5 ) ).toStrictEqual( { items, selected: null } );
} );
