import { parse } from '@wordpress/block-serialization-default-parser';
import { blockTypeSupports } from '../block-type-supports';
import { CssRuleStore } from '../css-rules';
import { renderLayoutSupport, type LayoutBlock } from '../layout';

/** Renders the saved markup's first block with the layout support, as do_blocks() would. */
function laidOut(
	markup: string,
	themeBlockGap?: string
): { html: string; css: string } {
	const store = new CssRuleStore();
	const apply = ( block: ReturnType< typeof parse >[ number ] ): string => {
		let index = 0;
		const html = block.innerContent
			.map( ( chunk ) =>
				chunk === null ? apply( block.innerBlocks[ index++ ] ) : chunk
			)
			.join( '' );
		return block.blockName
			? renderLayoutSupport( block as LayoutBlock, html, {
					themeBlockGap,
					supports: blockTypeSupports( block.blockName ),
					addRules: ( rules ) => store.add( rules ),
				} )
			: html;
	};
	return { html: apply( parse( markup )[ 0 ] ), css: store.stylesheet() };
}

/** The container class the output holds (its hash depends on the layout's values). */
const container = ( html: string ) =>
	/wp-container-[a-z-]+-is-layout-[0-9a-f]{8}/.exec( html )?.[ 0 ] ?? 'none';

describe( 'layout support', () => {
	it( 'gives a constrained group its classes and no rule when it keeps the theme widths', () => {
		expect(
			laidOut(
				'<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
			)
		).toStrictEqual( {
			html: '<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained"><p>x</p></div>',
			css: '',
		} );
	} );

	it( 'holds a group with its own content width to it, and its wide children to the wide width', () => {
		const { html, css } = laidOut(
			'<!-- wp:group {"layout":{"type":"constrained","contentSize":"420px","wideSize":"900px","justifyContent":"left"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
		);
		const name = container( html );
		expect( html ).toBe(
			`<div class="wp-block-group is-content-justification-left is-layout-constrained ${ name } wp-block-group-is-layout-constrained"></div>`
		);
		expect( css ).toBe(
			`.${ name } > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:420px;margin-left:0 !important;margin-right:auto !important;}` +
				`.${ name } > .alignwide{max-width:900px;}.${ name } .alignfull{max-width:none;}`
		);
	} );

	it( 'treats the older `inherit` layout as constrained, and a group without layout as flow', () => {
		expect(
			laidOut(
				'<!-- wp:group {"layout":{"inherit":true}} --><div class="wp-block-group"></div><!-- /wp:group -->'
			).html
		).toBe(
			'<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained"></div>'
		);
		expect(
			laidOut(
				'<!-- wp:group --><div class="wp-block-group"></div><!-- /wp:group -->'
			).html
		).toBe(
			'<div class="wp-block-group is-layout-flow wp-block-group-is-layout-flow"></div>'
		);
	} );

	it( 'keeps columns in one row (their default layout) and lays each column out as flow', () => {
		const { html, css } = laidOut(
			'<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"></div><!-- /wp:column --></div><!-- /wp:columns -->'
		);
		const name = container( html );
		expect( name ).toMatch( /^wp-container-core-columns-is-layout-/ );
		expect( html ).toBe(
			`<div class="wp-block-columns is-layout-flex ${ name } wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"></div></div>`
		);
		expect( css ).toBe( `.${ name }{flex-wrap:nowrap;}` );
	} );

	it( 'puts a row of buttons in a flex row with its justification', () => {
		const { html, css } = laidOut(
			'<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"space-between","verticalAlignment":"bottom"}} --><div class="wp-block-buttons"></div><!-- /wp:buttons -->'
		);
		const name = container( html );
		expect( html ).toBe(
			`<div class="wp-block-buttons is-content-justification-space-between is-layout-flex ${ name } wp-block-buttons-is-layout-flex"></div>`
		);
		expect( css ).toBe(
			`.${ name }{justify-content:space-between;align-items:flex-end;}`
		);
	} );

	it( 'makes a stack a column, aligned to the start unless justified', () => {
		const stack = laidOut(
			'<!-- wp:group {"layout":{"type":"flex","orientation":"vertical"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
		);
		expect( stack.css ).toBe(
			`.${ container( stack.html ) }{flex-direction:column;align-items:flex-start;}`
		);
		expect( stack.html ).toContain(
			'class="wp-block-group is-vertical is-layout-flex'
		);
		const centred = laidOut(
			'<!-- wp:group {"layout":{"type":"flex","orientation":"vertical","justifyContent":"center","verticalAlignment":"space-between"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
		);
		expect( centred.css ).toBe(
			`.${ container( centred.html ) }{flex-direction:column;align-items:center;justify-content:space-between;}`
		);
	} );

	it( 'gives a grid its columns, or responsive columns of a minimum width', () => {
		const fixed = laidOut(
			'<!-- wp:group {"layout":{"type":"grid","columnCount":3}} --><div class="wp-block-group"></div><!-- /wp:group -->'
		);
		expect( fixed.css ).toBe(
			`.${ container( fixed.html ) }{grid-template-columns:repeat(3, minmax(0, 1fr));}`
		);
		const responsive = laidOut(
			'<!-- wp:group {"layout":{"type":"grid","minimumColumnWidth":"9rem"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
		);
		expect( responsive.css ).toBe(
			`.${ container( responsive.html ) }{grid-template-columns:repeat(auto-fill, minmax(min(9rem, 100%), 1fr));container-type:inline-size;}`
		);
	} );

	it( 'puts the classes on the element that holds the inner blocks (a cover’s inner container)', () => {
		expect(
			laidOut(
				'<!-- wp:cover {"layout":{"type":"constrained"}} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->'
			).html
		).toBe(
			'<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><p>x</p></div></div>'
		);
	} );

	it( 'gives the same container class to blocks with the same layout, and another to others', () => {
		const markup = ( wrap: string ) =>
			`<!-- wp:group {"layout":{"type":"flex","flexWrap":"${ wrap }"}} --><div class="wp-block-group"></div><!-- /wp:group -->`;
		expect( container( laidOut( markup( 'nowrap' ) ).html ) ).toBe(
			container( laidOut( markup( 'nowrap' ) ).html )
		);
		expect( container( laidOut( markup( 'nowrap' ) ).html ) ).not.toBe(
			container(
				laidOut(
					'<!-- wp:group {"layout":{"type":"flex","justifyContent":"right"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
				).html
			)
		);
	} );

	it( 'writes the gap only when the theme sets a block gap', () => {
		const markup =
			'<!-- wp:group {"style":{"spacing":{"blockGap":{"top":"1rem","left":"var:preset|spacing|40"}}},"layout":{"type":"flex"}} --><div class="wp-block-group"></div><!-- /wp:group -->';
		expect( laidOut( markup ).css ).toBe( '' );
		const withGap = laidOut( markup, '1.5rem' );
		expect( withGap.css ).toBe(
			`.${ container( withGap.html ) }{gap:1rem var(--wp--preset--spacing--40);}`
		);
		const flow = laidOut(
			'<!-- wp:group {"style":{"spacing":{"blockGap":"2rem"}}} --><div class="wp-block-group"></div><!-- /wp:group -->',
			'1.5rem'
		);
		const name = container( flow.html );
		expect( flow.css ).toBe(
			`.${ name } > *{margin-block-start:0;margin-block-end:0;}.${ name }.${ name } > * + *{margin-block-start:2rem;margin-block-end:0;}`
		);
	} );

	it( 'sizes a child of a row that fills it or has a fixed width', () => {
		const fill = laidOut(
			'<!-- wp:paragraph {"style":{"layout":{"selfStretch":"fill"}}} --><p>x</p><!-- /wp:paragraph -->'
		);
		const name = /wp-container-content-[0-9a-f]{8}/.exec(
			fill.html
		)?.[ 0 ];
		expect( fill ).toStrictEqual( {
			html: `<p class="${ name }">x</p>`,
			css: `.${ name }{flex-grow:1;}`,
		} );
		const fixed = laidOut(
			'<!-- wp:paragraph {"style":{"layout":{"selfStretch":"fixed","flexSize":"12rem","columnSpan":2}}} --><p class="a">x</p><!-- /wp:paragraph -->'
		);
		const fixedName = /wp-container-content-[0-9a-f]{8}/.exec(
			fixed.html
		)?.[ 0 ];
		expect( fixed.css ).toBe(
			`.${ fixedName }{flex-basis:12rem;box-sizing:border-box;grid-column:span 2;}` +
				`@container (max-width: 25.5rem ){.${ fixedName }{grid-column:1/-1;}}`
		);
	} );

	it( 'leaves blocks without layout support, and blocks that laid themselves out, as they are', () => {
		expect(
			laidOut( '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->' )
				.html
		).toBe( '<p>x</p>' );
		const selfLaidOut =
			'<!-- wp:query-pagination --><style>.x{}</style><nav class="wp-block-query-pagination is-layout-flex"></nav><!-- /wp:query-pagination -->';
		expect( laidOut( selfLaidOut ) ).toStrictEqual( {
			html: '<style>.x{}</style><nav class="wp-block-query-pagination is-layout-flex"></nav>',
			css: '',
		} );
	} );

	it( 'adds nothing when no element carries the inner blocks’ wrapper class', () => {
		const block: LayoutBlock = {
			blockName: 'core/group',
			attrs: {},
			innerContent: [ '<div class="wp-block-group">', null, '</div>' ],
		};
		expect(
			renderLayoutSupport(
				block,
				'<section class="other"><p>x</p></section>',
				{
					themeBlockGap: undefined,
					supports: blockTypeSupports( 'core/group' ),
					addRules: () => undefined,
				}
			)
		).toBe( '<section class="other"><p>x</p></section>' );
	} );

	describe( 'hostile layout values', () => {
		it( 'drops widths, sizes and gaps that could leave the style element or the rule', () => {
			for ( const value of [
				'url(javascript:alert(1))',
				'expression(alert(1))',
				'1px}body{display:none',
				'"><img src=x onerror=alert(1)>',
			] ) {
				const json = JSON.stringify( value );
				const { html, css } = laidOut(
					`<!-- wp:group {"style":{"spacing":{"blockGap":${ json },"padding":{"left":${ json }}},"layout":{"selfStretch":"fixed","flexSize":${ json }}},"layout":{"type":"constrained","contentSize":${ json },"wideSize":${ json }}} --><div class="wp-block-group"></div><!-- /wp:group -->`,
					'1rem'
				);
				expect( css ).toBe( '' );
				expect( html ).toBe(
					'<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained"></div>'
				);
			}
		} );

		it( 'cuts a width at its first semicolon, as WordPress does', () => {
			const { html, css } = laidOut(
				'<!-- wp:group {"layout":{"type":"constrained","contentSize":"30rem;}</style><script>alert(1)</script>"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
			);
			const name = container( html );
			expect( css ).toBe(
				`.${ name } > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:30rem;margin-left:auto !important;margin-right:auto !important;}` +
					`.${ name } > .alignwide{max-width:30rem;}.${ name } .alignfull{max-width:none;}`
			);
		} );

		it( 'keeps only a plain class from a hostile orientation or justification', () => {
			const { html } = laidOut(
				'<!-- wp:group {"layout":{"type":"flex","orientation":"\\"><script>x</script>","justifyContent":"a b\\" onclick=\\"c"}} --><div class="wp-block-group"></div><!-- /wp:group -->'
			);
			expect( html ).not.toMatch( /<script|onclick="/ );
			expect( html ).toContain(
				'is-content-justification-a-b-onclickc '
			);
		} );

		it( 'only accepts whole column counts and spans', () => {
			const { css } = laidOut(
				'<!-- wp:group {"layout":{"type":"grid","columnCount":"3);}</style>"}} --><div class="wp-block-group"><!-- wp:paragraph {"style":{"layout":{"columnSpan":"2;x"}}} --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
			);
			expect( css ).toMatch(
				/^\.wp-container-core-group-is-layout-[0-9a-f]{8}\{grid-template-columns:repeat\(auto-fill, minmax\(min\(12rem, 100%\), 1fr\)\);container-type:inline-size;\}$/
			);
		} );
	} );
} );
