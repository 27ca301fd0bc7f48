import { attributesFromParent } from '../use-passthrough-attributes';

describe( 'attributesFromParent', () => {
	it( 'copies the named parent attributes that differ', () => {
		expect(
			attributesFromParent(
				{ url: 'url', text: 'buttonText' },
				{ url: 'https://old.example', text: 'Same' },
				{ url: 'https://calendly.com/a', buttonText: 'Same' }
			)
		).toEqual( { url: 'https://calendly.com/a' } );
	} );

	it( 'copies an emptied parent value too', () => {
		expect(
			attributesFromParent(
				{ url: 'url' },
				{ url: 'https://calendly.com/a' },
				{}
			)
		).toEqual( { url: undefined } );
	} );

	it( 'copies nothing without a parent or a usable map', () => {
		expect( attributesFromParent( { url: 'url' }, {}, null ) ).toEqual(
			{}
		);
		expect( attributesFromParent( undefined, {}, { url: 'x' } ) ).toEqual(
			{}
		);
		expect( attributesFromParent( [ 'url' ], {}, { url: 'x' } ) ).toEqual(
			{}
		);
		expect(
			attributesFromParent( { url: 42 }, {}, { url: 'x', 42: 'y' } )
		).toEqual( {} );
	} );
} );
