/**
 * webpack/rtl-css-plugin.js: a stylesheet's right-to-left twin, as rtlcss mirrors it, with the
 * rules already written for one direction and those marked to stay left as they are.
 */
const { rtlTwin } = require( '../../webpack/rtl-css-plugin' );

describe( 'the right-to-left twin of a stylesheet', () => {
	it( 'mirrors sides, margins, borders and positions', () => {
		expect(
			rtlTwin(
				'.a{left:2px;right:auto;margin-left:3px;padding:1px 2px 3px 4px;border-left:1px solid;text-align:left}'
			)
		).toBe(
			'.a{right:2px;left:auto;margin-right:3px;padding:1px 4px 3px 2px;border-right:1px solid;text-align:right}'
		);
	} );

	it( 'takes a rule scoped to a direction as it is, whole', () => {
		const bidirectional = [
			'.prev,.swiper-rtl .next{left:4px;right:auto}',
			'[dir=rtl] .f{left:0}',
			'[dir="ltr"] .f{left:0}',
			'.rtl .g{left:0}',
			'.f:dir(rtl){left:0}',
		].join( '' );
		expect( rtlTwin( bidirectional ) ).toBe( bidirectional );
	} );

	it( 'mirrors a class that only contains the letters', () => {
		expect( rtlTwin( '.x-rtlish{left:0}.portal{left:0}' ) ).toBe(
			'.x-rtlish{right:0}.portal{right:0}'
		);
	} );

	it( 'keeps a rule marked to stay, and mirrors the next one', () => {
		expect(
			rtlTwin( '/*!rtl:ignore*/.play{border-left:14px solid}.b{left:0}' )
		).toBe( '.play{border-left:14px solid}.b{right:0}' );
	} );
} );
