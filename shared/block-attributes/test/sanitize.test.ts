import { sanitizeAttributes } from '../sanitize';

type Equal< A, B > =
	( < T >() => T extends A ? 1 : 2 ) extends < T >() => T extends B ? 1 : 2
		? true
		: false;

const isShortString = ( value: unknown ): value is string =>
	typeof value === 'string' && value.length <= 10;

const definitions = {
	autoplay: { type: 'boolean' },
	loop: { type: 'boolean', default: true },
	title: { type: 'string', default: 'Untitled', validator: isShortString },
	effect: {
		type: 'string',
		default: 'slide',
		validValues: [ 'slide', 'fade' ],
	},
	caption: { type: 'string' },
	color: { type: 'string', validator: isShortString },
} as const;

describe( 'sanitizeAttributes', () => {
	/** The two booleans of `definitions` as they come out for the given raw values. */
	const booleans = ( raw: Record< string, unknown > ) => {
		const { autoplay, loop } = sanitizeAttributes( definitions, raw );
		return [ autoplay, loop ];
	};

	it.each( [ 'true', '1', 'yes', 'on', 'no', '0', 1, -1, true, {}, [] ] )(
		'reads %p as true for a boolean',
		( value ) => {
			expect( booleans( { autoplay: value, loop: value } ) ).toEqual( [
				true,
				true,
			] );
		}
	);

	it.each( [ 'false', '', 0, null, false, NaN ] )(
		'reads %p as false for a boolean',
		( value ) => {
			expect( booleans( { autoplay: value, loop: value } ) ).toEqual( [
				false,
				false,
			] );
		}
	);

	it( 'gives a missing or undefined boolean its default, false without one', () => {
		expect( booleans( {} ) ).toEqual( [ false, true ] );
		expect( booleans( { autoplay: undefined, loop: undefined } ) ).toEqual(
			[ false, true ]
		);
	} );

	it( 'treats an attribute whose default is a boolean as a boolean (block.json widens its type)', () => {
		const widened: Record< string, { type: string; default: boolean } > = {
			muted: { type: 'string', default: false },
		};
		expect( sanitizeAttributes( widened, { muted: 'yes' } ) ).toEqual( {
			muted: true,
		} );
		expect( sanitizeAttributes( widened, { muted: 'false' } ) ).toEqual( {
			muted: false,
		} );
	} );

	it( 'keeps a value its validator accepts and gives the default for one it refuses', () => {
		expect(
			sanitizeAttributes( definitions, { title: 'Hello' } ).title
		).toBe( 'Hello' );
		expect(
			sanitizeAttributes( definitions, { title: 'Far too long a title' } )
				.title
		).toBe( 'Untitled' );
		expect( sanitizeAttributes( definitions, { title: 42 } ).title ).toBe(
			'Untitled'
		);
	} );

	it( 'treats a validator that throws as one that refuses', () => {
		const throwing = {
			size: {
				default: 'small',
				validator: ( value: unknown ) => ( value as string ).length < 6,
			},
		};
		expect( sanitizeAttributes( throwing, { size: null } ) ).toEqual( {
			size: 'small',
		} );
		expect( sanitizeAttributes( throwing, { size: 'large' } ) ).toEqual( {
			size: 'large',
		} );
	} );

	it( 'keeps a valid value and gives the default for anything else', () => {
		expect(
			sanitizeAttributes( definitions, { effect: 'fade' } ).effect
		).toBe( 'fade' );
		for ( const effect of [ 'zoom', 'FADE', ' fade', '', null, 1 ] ) {
			expect( sanitizeAttributes( definitions, { effect } ).effect ).toBe(
				'slide'
			);
		}
	} );

	it( 'compares valid values strictly', () => {
		const numeric = { columns: { default: 3, validValues: [ 1, 2, 3 ] } };
		expect( sanitizeAttributes( numeric, { columns: 2 } ) ).toEqual( {
			columns: 2,
		} );
		expect( sanitizeAttributes( numeric, { columns: '2' } ) ).toEqual( {
			columns: 3,
		} );
	} );

	it( 'needs both the validator and the valid values to pass when there are both', () => {
		const both = {
			rating: {
				default: 'G',
				validValues: [ 'G', 'PG-13', 'R-17', 'X-18' ],
				validator: ( value: unknown ) => value !== 'X-18',
			},
		};
		expect( sanitizeAttributes( both, { rating: 'R-17' } ).rating ).toBe(
			'R-17'
		);
		expect( sanitizeAttributes( both, { rating: 'X-18' } ).rating ).toBe(
			'G'
		);
		expect( sanitizeAttributes( both, { rating: 'NC-17' } ).rating ).toBe(
			'G'
		);
	} );

	it( 'passes an unconstrained value through unchanged', () => {
		const value = { nested: [ 1, 2 ] };
		expect(
			sanitizeAttributes( definitions, { caption: value } ).caption
		).toBe( value );
		expect(
			sanitizeAttributes( definitions, { caption: '<b>kept as is</b>' } )
				.caption
		).toBe( '<b>kept as is</b>' );
	} );

	it( 'gives missing attributes their default and leaves out those without one', () => {
		expect( sanitizeAttributes( definitions, {} ) ).toEqual( {
			autoplay: false,
			loop: true,
			title: 'Untitled',
			effect: 'slide',
		} );
		expect(
			sanitizeAttributes( definitions, {
				title: undefined,
				caption: undefined,
			} )
		).toEqual( {
			autoplay: false,
			loop: true,
			title: 'Untitled',
			effect: 'slide',
		} );
	} );

	it( 'leaves out an attribute without a default whose value is refused', () => {
		expect(
			'color' in
				sanitizeAttributes( definitions, { color: 'x'.repeat( 11 ) } )
		).toBe( false );
		expect(
			sanitizeAttributes( definitions, { color: 'red' } ).color
		).toBe( 'red' );
	} );

	it( 'keeps a null default', () => {
		expect(
			sanitizeAttributes( { mediaId: { default: null } }, {} )
		).toEqual( { mediaId: null } );
	} );

	it( 'drops attributes it has no definition for, own or inherited', () => {
		const raw = JSON.parse(
			'{ "title": "Kept", "onclick": "alert(1)", "__proto__": { "polluted": true }, "constructor": 1 }'
		);
		const result = sanitizeAttributes( definitions, raw );
		expect( Object.keys( result ).sort() ).toEqual( [
			'autoplay',
			'effect',
			'loop',
			'title',
		] );
		expect( result.title ).toBe( 'Kept' );
		expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
		expect(
			sanitizeAttributes( { toString: { default: 'x' } }, {} )
		).toEqual( { toString: 'x' } );
	} );

	it( 'derives the result type from the definitions', () => {
		const result = sanitizeAttributes( definitions, {} );
		const autoplayIsBoolean: Equal< typeof result.autoplay, boolean > =
			true;
		const loopIsBoolean: Equal< typeof result.loop, boolean > = true;
		const titleIsString: Equal< typeof result.title, string > = true;
		const effectIsUnion: Equal< typeof result.effect, 'slide' | 'fade' > =
			true;
		const colorIsOptional: Equal<
			typeof result.color,
			string | undefined
		> = true;
		const captionIsUnknown: Equal< typeof result.caption, unknown > = true;
		// @ts-expect-error: attributes not defined are not in the result.
		expect( result.onclick ).toBeUndefined();
		expect( [
			autoplayIsBoolean,
			loopIsBoolean,
			titleIsString,
			effectIsUnion,
			colorIsOptional,
			captionIsUnknown,
		] ).not.toContain( false );
	} );
} );
