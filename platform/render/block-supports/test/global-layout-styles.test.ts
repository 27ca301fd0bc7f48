import { globalLayoutStyles } from '../global-layout-styles';

describe( 'global layout styles', () => {
	it( 'makes layout classes work, with fallback gaps for flex and grid only, without a theme gap', () => {
		const css = globalLayoutStyles( undefined );
		expect(
			css.startsWith(
				':where(.is-layout-flex){gap:0.5em;}:where(.is-layout-grid){gap:0.5em;}'
			)
		).toBe( true );
		for ( const rule of [
			':where(.wp-block-columns.is-layout-flex){gap:2em;}',
			':where(.wp-block-post-template.is-layout-grid){gap:1.25em;}',
			'body .is-layout-flex{display:flex;}',
			'.is-layout-flex{flex-wrap:wrap;align-items:center;}',
			'.is-layout-flex > :is(*, div){margin:0;}',
			'body .is-layout-grid{display:grid;}',
			'.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:var(--wp--style--global--content-size);margin-left:auto !important;margin-right:auto !important;}',
			'.is-layout-constrained > .alignwide{max-width:var(--wp--style--global--wide-size);}',
			'.is-layout-flow > .alignleft{float:left;margin-inline-start:0;margin-inline-end:2em;}',
		] ) {
			expect( css ).toContain( rule );
		}
		expect( css ).not.toContain( 'is-layout-flow) > *' );
		expect( css ).not.toContain( ':root' );
	} );

	it( 'spaces every layout type with the theme’s gap when it sets one', () => {
		const css = globalLayoutStyles( '1.5rem' );
		for ( const rule of [
			':root :where(.is-layout-flow) > :first-child{margin-block-start:0;}',
			':root :where(.is-layout-flow) > :last-child{margin-block-end:0;}',
			':root :where(.is-layout-constrained) > *{margin-block-start:1.5rem;margin-block-end:0;}',
			':root :where(.is-layout-flex){gap:1.5rem;}',
			':root :where(.is-layout-grid){gap:1.5rem;}',
		] ) {
			expect( css ).toContain( rule );
		}
		expect( css ).not.toContain( ':where(.wp-block-columns' );
	} );
} );
