import {
	clampWidth,
	safeBorderRadius,
	safeElement,
	safeLinkUrl,
	safeUniqueId,
	safeWidth,
	widthAfterAlignment,
	widthUnitsFor,
} from '../rules';

describe( 'width', () => {
	it( 'offers px, % and em, and only px and em when aligned left or right', () => {
		expect( widthUnitsFor( undefined ) ).toEqual( [ 'px', '%', 'em' ] );
		expect( widthUnitsFor( 'center' ) ).toEqual( [ 'px', '%', 'em' ] );
		expect( widthUnitsFor( 'left' ) ).toEqual( [ 'px', 'em' ] );
		expect( widthUnitsFor( 'right' ) ).toEqual( [ 'px', 'em' ] );
	} );

	it.each( [
		[ '25%', undefined, '25%' ],
		[ '100%', 'center', '100%' ],
		[ '150px', 'left', '150px' ],
		[ '10.5em', 'right', '10.5em' ],
		[ ' 50% ', undefined, '50%' ],
		[ '50%', 'left', undefined ],
		[ '101%', undefined, undefined ],
		[ '50', undefined, undefined ],
		[ '50vw', undefined, undefined ],
		[ 'calc(100% - 1px)', undefined, undefined ],
		[ '100%;position:fixed', undefined, undefined ],
		[ 50, undefined, undefined ],
	] )( 'safeWidth( %p, %p ) is %p', ( width, align, expected ) => {
		expect( safeWidth( width, align ) ).toBe( expected );
	} );

	it( 'brings a typed percentage above 100 down to 100', () => {
		expect( clampWidth( '250%' ) ).toBe( '100%' );
		expect( clampWidth( '250px' ) ).toBe( '250px' );
		expect( clampWidth( 'wide' ) ).toBeUndefined();
	} );

	it( 'clears a percentage width when the alignment becomes left or right', () => {
		expect( widthAfterAlignment( '50%', 'left' ) ).toBeUndefined();
		expect( widthAfterAlignment( '75%', 'right' ) ).toBeUndefined();
		expect( widthAfterAlignment( '50%', 'center' ) ).toBe( '50%' );
		expect( widthAfterAlignment( '50%', undefined ) ).toBe( '50%' );
		expect( widthAfterAlignment( '150px', 'left' ) ).toBe( '150px' );
		expect( widthAfterAlignment( '8em', 'right' ) ).toBe( '8em' );
	} );
} );

describe( 'border radius', () => {
	it.each( [
		[ 5, 5 ],
		[ 0, 0 ],
		[ 50, 50 ],
		[ 51, 50 ],
		[ -3, 0 ],
		[ 7.6, 8 ],
		[ undefined, undefined ],
		[ '12', undefined ],
		[ Number.NaN, undefined ],
	] )( 'safeBorderRadius( %p ) is %p', ( value, expected ) => {
		expect( safeBorderRadius( value ) ).toBe( expected );
	} );
} );

describe( 'links, ids and elements', () => {
	it.each( [
		[ 'https://example.org/a?b=1', 'https://example.org/a?b=1' ],
		[ ' http://example.org ', 'http://example.org' ],
		[ 'mailto:hello@example.org', 'mailto:hello@example.org' ],
		[ 'tel:+441234567890', 'tel:+441234567890' ],
		[ 'javascript:alert(1)', undefined ],
		[ 'JaVaScRiPt:alert(1)', undefined ],
		[ 'java\tscript:alert(1)', undefined ],
		[ 'data:text/html,<script>alert(1)</script>', undefined ],
		[ '/relative/path', undefined ],
		[ '', undefined ],
		[ 42, undefined ],
	] )( 'safeLinkUrl( %p ) is %p', ( url, expected ) => {
		expect( safeLinkUrl( url ) ).toBe( expected );
	} );

	it( 'keeps only well-formed ids', () => {
		expect( safeUniqueId( 'calendly-widget-id' ) ).toBe(
			'calendly-widget-id'
		);
		expect( safeUniqueId( 'x" onclick="alert(1)' ) ).toBeUndefined();
		expect( safeUniqueId( '1abc' ) ).toBeUndefined();
	} );

	it( 'falls back to a link for an unknown element', () => {
		expect( safeElement( 'button' ) ).toBe( 'button' );
		expect( safeElement( 'input' ) ).toBe( 'input' );
		expect( safeElement( 'script' ) ).toBe( 'a' );
		expect( safeElement( undefined ) ).toBe( 'a' );
	} );
} );
