import { countries } from 'countries-list';
import {
	CHAT_COLORS,
	colorClassFor,
	safeBackground,
	safeColorClass,
	textTone,
} from '../colors';
import {
	countryForDialCode,
	countryOptions,
	dialCodeOf,
	regionOf,
} from '../countries';

describe( 'chat colours', () => {
	it( 'offers green, dark, light and white, all but the dark taking dark text', () => {
		expect(
			CHAT_COLORS().map( ( { color, colorClass } ) => [
				color,
				colorClass,
				colorClassFor( color ),
			] )
		).toStrictEqual( [
			[ '#25D366', 'light', 'light' ],
			[ '#465B64', 'dark', 'dark' ],
			[ '#F4F4F4', 'light', 'light' ],
			[ '#FFFFFF', 'light', 'light' ],
		] );
		expect( colorClassFor( '#ffffff' ) ).toBe( 'light' );
		expect( colorClassFor( undefined ) ).toBe( 'dark' );
	} );

	it( 'draws palette colours in their own tone, whatever was stored, and other colours in the stored one', () => {
		expect(
			[
				[ '#25D366', 'dark' ],
				[ '#25d366', undefined ],
				[ '#465B64', 'light' ],
				[ '#FFFFFF', 'dark' ],
				[ '#F4F4F4', undefined ],
				[ '#000000', 'light' ],
				[ '#000000', 'x' ],
				[ 'rgb(250,250,250)', undefined ],
			].map( ( [ background, stored ] ) =>
				textTone( background as string, stored )
			)
		).toStrictEqual( [
			'light',
			'light',
			'dark',
			'light',
			'light',
			'light',
			'dark',
			'dark',
		] );
	} );

	it( 'reads unsafe stored values as the defaults', () => {
		expect(
			[ '#465B64', 'red;background:url(x)', '', undefined ].map(
				safeBackground
			)
		).toStrictEqual( [ '#465B64', '#25D366', '#25D366', '#25D366' ] );
		expect(
			[ 'light', 'dark', 'LIGHT', 3 ].map( safeColorClass )
		).toStrictEqual( [ 'light', 'dark', 'dark', 'dark' ] );
	} );
} );

describe( 'countryOptions', () => {
	const options = countryOptions();

	it( 'names the countries in the editor’s language, in its alphabetical order', () => {
		const french = countryOptions( 'fr-FR' );
		expect( french ).toHaveLength( options.length );
		expect( french.slice( 0, 3 ).map( ( o ) => o.label ) ).toStrictEqual( [
			'🇦🇫 Afghanistan (+93)',
			'🇿🇦 Afrique du Sud (+27)',
			'🇦🇱 Albanie (+355)',
		] );
		expect( french.find( ( o ) => o.code === 'DE' ) ).toStrictEqual( {
			code: 'DE',
			label: '🇩🇪 Allemagne (+49)',
			value: '49',
		} );
		expect( options.find( ( o ) => o.code === 'DE' )?.label ).toBe(
			'🇩🇪 Germany (+49)'
		);
	} );

	it( 'lists every country of the package with a dial code, each with flag, name and code', () => {
		expect( options ).toHaveLength( Object.keys( countries ).length );
		expect( options.length ).toBeGreaterThan( 230 );
		expect( options.find( ( o ) => o.code === 'GB' ) ).toStrictEqual( {
			code: 'GB',
			label: '🇬🇧 United Kingdom (+44)',
			value: '44',
		} );
		// Countries sharing code 1 carry their area code too.
		expect( options.find( ( o ) => o.code === 'DO' )?.value ).toBe(
			'1809'
		);
		for ( const option of options ) {
			expect( option.value ).toMatch( /^[1-9]\d{0,6}$/ );
		}
	} );

	it( 'is in alphabetical order of the names', () => {
		const names = options.map( ( o ) => countries[ o.code as 'GB' ].name );
		expect( names ).toStrictEqual(
			[ ...names ].sort( ( a, b ) => a.localeCompare( b, 'en' ) )
		);
		expect( options[ 0 ].code ).toBe( 'AF' );
	} );

	it( 'finds the dial code of a country the geolocation service names', () => {
		expect(
			[
				'GB',
				'FR',
				'US',
				'IN',
				'-',
				'gb',
				'XX',
				null,
				'constructor',
				'__proto__',
				'toString',
			].map( dialCodeOf )
		).toStrictEqual( [
			'44',
			'33',
			'1',
			'91',
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
		] );
	} );
} );

describe( 'countryForDialCode', () => {
	const options = countryOptions();

	it( 'shows the hinted country among those sharing a code, else the main state among them', () => {
		expect( [
			countryForDialCode( options, '44', [ undefined, 'GB' ] ),
			countryForDialCode( options, '44', [ 'JE', 'GB' ] ),
			countryForDialCode( options, '44', [ 'FR', undefined ] ),
			countryForDialCode( options, '1', [ 'US' ] ),
			countryForDialCode( options, '1', [] ),
			countryForDialCode( options, '33', [ 'GB' ] ),
			countryForDialCode( options, '999', [ 'GB' ] ),
			countryForDialCode( options, undefined, [ 'GB' ] ),
			countryForDialCode( options, '7', [] ),
			countryForDialCode( options, '61', [] ),
			countryForDialCode( options, '358', [] ),
			countryForDialCode( options, '358', [ 'AX' ] ),
			countryForDialCode( options, '590', [] ),
		] ).toStrictEqual( [
			'GB',
			'JE',
			'GB',
			'US',
			'US',
			'FR',
			undefined,
			undefined,
			'RU',
			'AU',
			'FI',
			'AX',
			'GP',
		] );
	} );

	it( 'reads the region of a language tag', () => {
		expect(
			[
				'en-GB',
				'pt-br',
				'fr',
				'zh-Hant-TW',
				'es-419',
				'',
				undefined,
			].map( regionOf )
		).toStrictEqual( [
			'GB',
			'BR',
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
		] );
	} );
} );
