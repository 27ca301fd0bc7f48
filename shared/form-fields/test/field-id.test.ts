import {
	fieldIdPrefix,
	generateFieldId,
	isValidFieldId,
	needsNewFieldId,
	sanitizeFieldId,
} from '../field-id';

describe( 'field ids', () => {
	it( 'accepts ids that start with a letter and use letters, digits, - and _', () => {
		expect( [ 'email', 'a', 'my-field_2' ].every( isValidFieldId ) ).toBe(
			true
		);
		expect(
			[
				'',
				'2nd',
				'-x',
				'a b',
				'a"b',
				'<script>',
				'a'.repeat( 65 ),
			].some( isValidFieldId )
		).toBe( false );
	} );

	it( 'cleans typed text: spaces become hyphens, other characters go', () => {
		expect( sanitizeFieldId( 'my field' ) ).toBe( 'my-field' );
		expect( sanitizeFieldId( 'my ' ) ).toBe( 'my-' );
		expect( sanitizeFieldId( '"><script>x' ) ).toBe( 'scriptx' );
		expect( sanitizeFieldId( 'é-a' ) ).toBe( '-a' );
		expect( sanitizeFieldId( 'x'.repeat( 100 ) ) ).toHaveLength( 64 );
	} );

	it( 'renames empty, malformed and later duplicate ids; the first holder keeps its id', () => {
		const fields = [
			{ clientId: 'a', id: 'email' },
			{ clientId: 'b', id: 'email' },
			{ clientId: 'c', id: '' },
			{ clientId: 'd', id: '1bad' },
			{ clientId: 'e', id: 'name' },
		];
		expect(
			[ 'a', 'b', 'c', 'd', 'e' ].map( ( clientId ) =>
				needsNewFieldId( clientId, fields )
			)
		).toEqual( [ false, true, true, true, false ] );
		expect( needsNewFieldId( 'unknown', fields ) ).toBe( false );
	} );

	it( 'generates a readable id that no other field uses', () => {
		expect( fieldIdPrefix( 'tessera/field-email' ) ).toBe( 'email' );
		expect( fieldIdPrefix( 'tessera/field-checkbox-multiple' ) ).toBe(
			'checkbox-multiple'
		);
		const id = generateFieldId( 'tessera/field-email', new Set() );
		expect( id ).toMatch( /^email-[a-z0-9]{6}$/ );
		expect( isValidFieldId( id ) ).toBe( true );
	} );

	it( 'still ends with a taken id when the random source repeats itself', () => {
		const fixed = () => 0.5;
		const first = generateFieldId( 'tessera/field-name', new Set(), fixed );
		const second = generateFieldId(
			'tessera/field-name',
			new Set( [ first ] ),
			fixed
		);
		expect( second ).not.toBe( first );
		expect( isValidFieldId( second ) ).toBe( true );
	} );
} );
