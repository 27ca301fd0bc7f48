import { prepareAttributesForRender } from '../prepare-for-render';

const DECLARED = {
	heading: { type: 'string', default: 'Message Sent' },
	message: { type: 'string', default: '' },
	id: { type: 'string' },
	mode: { type: 'string', enum: [ '', 'message', 'redirect' ], default: '' },
	width: { type: 'number', default: 100 },
	count: { type: 'integer', default: 3 },
	required: { type: 'boolean', default: false },
	options: { type: 'array', items: { type: 'string' }, default: [] },
	passthrough: { type: 'object' },
	either: { type: [ 'string', 'number' ] },
};

describe( 'prepareAttributesForRender', () => {
	it( 'keeps values that fit their declarations and fills missing ones with defaults', () => {
		expect(
			prepareAttributesForRender( DECLARED, {
				heading: 'Thanks',
				id: 'contact',
				mode: 'message',
				width: 25.5,
				options: [ 'Yes', 'No' ],
				passthrough: { text: 'Send' },
				either: 4,
			} )
		).toStrictEqual( {
			heading: 'Thanks',
			message: '',
			id: 'contact',
			mode: 'message',
			width: 25.5,
			count: 3,
			required: false,
			options: [ 'Yes', 'No' ],
			passthrough: { text: 'Send' },
			either: 4,
		} );
	} );

	it( 'replaces a value of the wrong type with the default, or leaves it out without one', () => {
		expect(
			prepareAttributesForRender( DECLARED, {
				heading: 7,
				message: null,
				id: null,
				mode: 'popup',
				width: '50',
				count: 2.5,
				required: 'true',
				options: [ 'Yes', 3 ],
				passthrough: [ 'Send' ],
				either: false,
			} )
		).toStrictEqual( {
			heading: 'Message Sent',
			message: '',
			mode: '',
			width: 100,
			count: 3,
			required: false,
			options: [],
		} );
	} );

	it( 'keeps attributes block.json does not declare as they are', () => {
		expect(
			prepareAttributesForRender(
				{ width: { type: 'number', default: 100 } },
				{ className: 5, align: 'wide' }
			)
		).toStrictEqual( { className: 5, align: 'wide', width: 100 } );
	} );

	it( 'gives a copy of a default, so changing it changes no other render', () => {
		const declared = { options: { type: 'array', default: [ 'a' ] } };
		const first = prepareAttributesForRender( declared, null );
		( first.options as string[] ).push( 'b' );
		expect( prepareAttributesForRender( declared, {} ) ).toStrictEqual( {
			options: [ 'a' ],
		} );
		expect( declared.options.default ).toStrictEqual( [ 'a' ] );
	} );

	it( 'treats an own __proto__ key from JSON as an ordinary undeclared attribute', () => {
		const prepared = prepareAttributesForRender(
			{ width: { type: 'number', default: 100 } },
			JSON.parse( '{"__proto__":{"polluted":true},"width":"x"}' )
		);
		expect( prepared.width ).toBe( 100 );
		expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
		expect( Object.getPrototypeOf( prepared ) ).toBe( Object.prototype );
	} );
} );
