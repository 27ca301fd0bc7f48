import { presetOrCustom, valueOf } from '../presets';

const PALETTE = [
	{ slug: 'black', color: '#000000' },
	{ slug: 'vivid-red', color: '#cf2e2e' },
];
const GRADIENTS = [
	{
		slug: 'blush',
		gradient: 'linear-gradient(135deg,#ffb8b8 0%,#fffcdc 100%)',
	},
];

describe( 'presetOrCustom', () => {
	it.each( [
		[ '#cf2e2e', { slug: 'vivid-red' } ],
		[ '#CF2E2E', { slug: 'vivid-red' } ],
		[ '#cf2e2f', { custom: '#cf2e2f' } ],
		[ 'rgb(0,0,0)', { custom: 'rgb(0,0,0)' } ],
		[ '', {} ],
		[ undefined, {} ],
	] )( 'colour %p is kept as %p', ( value, expected ) => {
		expect( presetOrCustom( value, PALETTE, 'color' ) ).toStrictEqual(
			expected
		);
	} );

	it( 'keeps a theme gradient by its slug, any other as written', () => {
		expect( [
			presetOrCustom( GRADIENTS[ 0 ].gradient, GRADIENTS, 'gradient' ),
			presetOrCustom(
				'linear-gradient(90deg,#000 0%,#fff 100%)',
				GRADIENTS,
				'gradient'
			),
			// A colour value is never mistaken for a gradient preset.
			presetOrCustom( '#000000', PALETTE, 'gradient' ),
		] ).toStrictEqual( [
			{ slug: 'blush' },
			{ custom: 'linear-gradient(90deg,#000 0%,#fff 100%)' },
			{ custom: '#000000' },
		] );
	} );
} );

describe( 'valueOf', () => {
	it( 'reads a slug from the presets before a custom value', () => {
		expect( [
			valueOf( 'vivid-red', '#123456', PALETTE, 'color' ),
			valueOf( undefined, '#123456', PALETTE, 'color' ),
			valueOf( 'gone', '#123456', PALETTE, 'color' ),
			valueOf( undefined, undefined, PALETTE, 'color' ),
			valueOf( 'blush', undefined, GRADIENTS, 'gradient' ),
		] ).toStrictEqual( [
			'#cf2e2e',
			'#123456',
			undefined,
			undefined,
			GRADIENTS[ 0 ].gradient,
		] );
	} );
} );
