import { checkAttributeDeclarations } from '../check-declarations';

describe( 'checkAttributeDeclarations', () => {
	it( 'accepts agreeing declarations', () => {
		expect(
			checkAttributeDeclarations(
				{
					rating: { type: 'number', default: 1 },
					color: { type: 'string' },
				},
				{ color: 'string' }
			)
		).toEqual( [] );
	} );

	it( 'finds a default of the wrong type', () => {
		expect(
			checkAttributeDeclarations(
				{ rating: { type: 'number', default: '1' } },
				{}
			)
		).toEqual( [ 'rating: the default does not match type number' ] );
		expect(
			checkAttributeDeclarations(
				{ count: { type: 'integer', default: 1.5 } },
				{}
			)
		).toHaveLength( 1 );
	} );

	it( 'finds an attribute without a default that types.ts types differently or not at all', () => {
		expect(
			checkAttributeDeclarations(
				{ color: { type: 'string' } },
				{ color: 'number' }
			)
		).toEqual( [ 'color: block.json says string, types.ts says number' ] );
		expect(
			checkAttributeDeclarations( { color: { type: 'string' } }, {} )
		).toEqual( [
			'color: block.json says string, types.ts says undefined',
		] );
	} );

	it( 'finds names types.ts should not give', () => {
		expect(
			checkAttributeDeclarations(
				{ rating: { type: 'number', default: 1 } },
				{ rating: 'number', gone: 'string' }
			)
		).toEqual( [
			'rating: has a default, so types.ts must not name it',
			'gone: named in types.ts but not declared in block.json',
		] );
	} );
} );
