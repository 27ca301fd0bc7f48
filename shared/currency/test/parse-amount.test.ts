import { parseAmount } from '..';

describe( 'parseAmount', () => {
	it.each( [
		[ '0', 0 ],
		[ '5', 5 ],
		[ '12.5', 12.5 ],
		[ '0.05', 0.05 ],
		[ '.5', 0.5 ],
		[ '5.', 5 ],
		[ '007', 7 ],
		[ '1,234', 1234 ],
		[ '1,234.56', 1234.56 ],
		[ '1,234,567.8', 1234567.8 ],
		[ "1'234.50", 1234.5 ],
		[ '1’234.50', 1234.5 ],
		[ '1 234 567.5', 1234567.5 ],
		[ '  42  ', 42 ],
		[ '-5', -5 ],
		[ '+5', 5 ],
		[ '-0', 0 ],
		[ '-.5', -0.5 ],
	] )(
		'reads %p as %p with the default decimal point',
		( input, expected ) => {
			expect( parseAmount( input ) ).toBe( expected );
		}
	);

	it.each( [
		[ '$1,234.50', 1234.5 ],
		[ '-$1,234.50', -1234.5 ],
		[ '$-1,234.50', -1234.5 ],
		[ '$ 12', 12 ],
		[ '$.50', 0.5 ],
		[ '£0.30', 0.3 ],
		[ 'A$10', 10 ],
		[ '¥1,235', 1235 ],
		[ "CHF 1'234.50", 1234.5 ],
		[ 'Nu.\u00a01,234.5', 1234.5 ],
		[ 'USD 25', 25 ],
		[ '25 USD', 25 ],
		[ '₹99', 99 ],
	] )( 'drops the symbol or code in %p', ( input, expected ) => {
		expect( parseAmount( input ) ).toBe( expected );
	} );

	it.each( [
		[ '1.234,50 €', 1234.5 ],
		[ '-1.234,50\u00a0€', -1234.5 ],
		[ '1\u00a0234,50\u00a0kr', 1234.5 ],
		[ '1\u202f234,50 zł', 1234.5 ],
		[ '1.235 kr.', 1235 ],
		[ '12,5', 12.5 ],
		[ ',5', 0.5 ],
		[ 'R$ 1.234,50', 1234.5 ],
		[ '1.000.000', 1000000 ],
	] )( 'reads %p with a decimal comma as %p', ( input, expected ) => {
		expect( parseAmount( input, ',' ) ).toBe( expected );
	} );

	it( 'reads the separator it is told is the decimal one', () => {
		expect( parseAmount( '1,234', '.' ) ).toBe( 1234 );
		expect( parseAmount( '1,234', ',' ) ).toBe( 1.234 );
		expect( parseAmount( '1.234', '.' ) ).toBe( 1.234 );
		expect( parseAmount( '1.234', ',' ) ).toBe( 1234 );
	} );

	it.each( [
		'',
		'   ',
		'abc',
		'1.2.3',
		'--5',
		'-+5',
		'5-',
		'- $ -5',
		'$',
		'.',
		'-',
		'1e5',
		'0x10',
		'Infinity',
		'NaN',
		'1/2',
		'12abc',
		'abc12',
		'5 dollars',
		'(5)',
		'1,5',
		'1,23,456',
		',123',
		'1234,567',
		'1,234.5,6',
		"1,234'567",
		'1.5.',
		'$$5',
		'5 € €',
		'<script>1</script>',
		'9'.repeat( 400 ),
	] )( 'refuses %p', ( input ) => {
		expect( parseAmount( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string', () => {
		for ( const input of [ undefined, null, 5, {} ] ) {
			expect( parseAmount( input as unknown as string ) ).toBeNull();
		}
	} );

	it( 'refuses grouping in the fraction and a second decimal separator with a comma', () => {
		expect( parseAmount( '1.234,5.6', ',' ) ).toBeNull();
		expect( parseAmount( '1,2,3', ',' ) ).toBeNull();
		expect( parseAmount( '12,34.5', ',' ) ).toBeNull();
	} );
} );
