import { colorChange, colorValue } from '../color-attributes';
import { playerColors } from '../colors';

const palette = [
	{ slug: 'vivid-red', color: '#cf2e2e' },
	{ slug: 'black', color: '#000000' },
];

describe( 'playerColors', () => {
	it( 'gives palette classes and custom properties for valid colours only', () => {
		expect(
			playerColors( {
				primaryColor: 'vivid-red',
				hexPrimaryColor: '#cf2e2e',
				customSecondaryColor: '#1d2340',
				hexSecondaryColor: '#1d2340',
				backgroundColor: 'black',
				hexBackgroundColor: '#000000',
			} )
		).toStrictEqual( {
			classNames: [
				'has-vivid-red-color',
				'has-primary',
				'has-secondary',
				'has-black-background-color',
				'has-background',
			],
			style: '--tessera-podcast-primary:#cf2e2e;--tessera-podcast-secondary:#1d2340;--tessera-podcast-background:#000000',
		} );
	} );

	it( 'drops hostile slugs and colours', () => {
		expect(
			playerColors( {
				primaryColor: 'red" onload="x',
				customPrimaryColor: 'red;background:url(x)',
				secondaryColor: 'Upper',
				customBackgroundColor: '#12345',
				hexBackgroundColor: 'expression(alert(1))',
			} )
		).toStrictEqual( { classNames: [], style: '' } );
	} );
} );

describe( 'colour attributes', () => {
	it( 'keeps a palette colour by slug and another as custom', () => {
		expect( colorChange( 'primary', '#CF2E2E', palette ) ).toStrictEqual( {
			primaryColor: 'vivid-red',
			customPrimaryColor: undefined,
			hexPrimaryColor: '#CF2E2E',
		} );
		expect( colorChange( 'background', '#f2c14e', palette ) ).toStrictEqual(
			{
				backgroundColor: undefined,
				customBackgroundColor: '#f2c14e',
				hexBackgroundColor: '#f2c14e',
			}
		);
	} );

	it( 'clears on an empty or invalid colour', () => {
		const cleared = {
			secondaryColor: undefined,
			customSecondaryColor: undefined,
			hexSecondaryColor: undefined,
		};
		expect( colorChange( 'secondary', undefined, palette ) ).toStrictEqual(
			cleared
		);
		expect( colorChange( 'secondary', 'x;y', palette ) ).toStrictEqual(
			cleared
		);
	} );

	it( 'shows the palette colour, else the custom one', () => {
		expect(
			colorValue( { primaryColor: 'black' }, 'primary', palette )
		).toBe( '#000000' );
		expect(
			colorValue( { customPrimaryColor: '#123456' }, 'primary', palette )
		).toBe( '#123456' );
		expect( colorValue( {}, 'primary', palette ) ).toBeUndefined();
	} );
} );
