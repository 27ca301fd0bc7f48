import { matchesSchema, matchesType } from '../schema';

describe( 'matchesType', () => {
	it.each( [
		[ 'string', '', true ],
		[ 'string', 5, false ],
		[ 'number', 1.5, true ],
		[ 'number', Infinity, false ],
		[ 'number', '1', false ],
		[ 'integer', 2, true ],
		[ 'integer', 2.5, false ],
		[ 'boolean', false, true ],
		[ 'boolean', 0, false ],
		[ 'object', {}, true ],
		[ 'object', [], false ],
		[ 'object', null, false ],
		[ 'array', [], true ],
		[ 'array', {}, false ],
		[ 'null', null, true ],
		[ 'null', undefined, false ],
		[ 'date', '2026-01-01', false ],
	] )( '%s: %j → %s', ( type, value, expected ) => {
		expect( matchesType( value, type ) ).toBe( expected );
	} );
} );

describe( 'matchesSchema', () => {
	it( 'accepts any value when no type is declared', () => {
		expect( matchesSchema( { a: 1 }, {} ) ).toBe( true );
	} );

	it( 'accepts one of several types', () => {
		const schema = { type: [ 'string', 'null' ] };
		expect( matchesSchema( null, schema ) ).toBe( true );
		expect( matchesSchema( 'x', schema ) ).toBe( true );
		expect( matchesSchema( 1, schema ) ).toBe( false );
	} );

	it( 'checks the enum', () => {
		const schema = { type: 'string', enum: [ 'left', 'right' ] };
		expect( matchesSchema( 'left', schema ) ).toBe( true );
		expect( matchesSchema( 'Left', schema ) ).toBe( false );
		expect( matchesSchema( ' left', schema ) ).toBe( false );
	} );

	it( 'checks every item of an array and the declared properties of an object', () => {
		const items = { type: 'array', items: { type: 'string' } };
		expect( matchesSchema( [ 'a', 'b' ], items ) ).toBe( true );
		expect( matchesSchema( [ 'a', 1 ], items ) ).toBe( false );
		const properties = {
			type: 'object',
			properties: { opening: { type: 'string' } },
		};
		expect(
			matchesSchema( { opening: '09:00', extra: 1 }, properties )
		).toBe( true );
		expect( matchesSchema( {}, properties ) ).toBe( true );
		expect( matchesSchema( { opening: 900 }, properties ) ).toBe( false );
	} );
} );
