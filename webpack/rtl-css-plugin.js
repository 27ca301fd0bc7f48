/**
 * WordPress's right-to-left convention for every stylesheet the build writes: `x.css` gets a
 * twin `x-rtl.css` beside it, mirrored by rtlcss, which a page in a right-to-left language loads
 * in its place (WordPress does this for a style registered with `rtl` => `replace`, and for a
 * block's style.css when the twin exists). Entry stylesheets, copied ones and those of lazily
 * loaded chunks alike.
 *
 * A lazily loaded chunk's stylesheet is added to the page by the webpack runtime, not by
 * WordPress: the runtime is told to take the twin when the document runs right to left.
 *
 * A rule that already names a direction (`.swiper-rtl .x`, `[dir=rtl] .x`) comes from a
 * stylesheet written for both directions, as Swiper's: it is taken as it is, or the twin would
 * turn it back. A rule that must not turn (a play triangle points right in every language) says
 * so with rtlcss's `rtl:ignore` directive in a `/*!` comment, which Sass's compressed output keeps.
 *
 * The twins are written before minification, so they are minified like the rest, and are not
 * added to their chunk's files: the asset manifest lists the left-to-right files, and the
 * server swaps in the twins.
 */
const rtlcss = require( 'rtlcss' );
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );

/** A selector scoped to one direction. */
const DIRECTIONAL = /\[dir=["']?(rtl|ltr)|:dir\((rtl|ltr)\)|[.-]rtl\b/;

/**
 * rtlcss's `pre` hook: each rule scoped to a direction is preceded by an ignore directive.
 *
 * @param {Object} root    The stylesheet, as PostCSS parsed it.
 * @param {Object} postcss PostCSS, as rtlcss hands it over.
 */
function keepDirectionalRules( root, postcss ) {
	root.walkRules( ( rule ) => {
		if ( DIRECTIONAL.test( rule.selector ) ) {
			rule.before( postcss.comment( { text: 'rtl:ignore' } ) );
		}
	} );
}

/**
 * @param {string} css A left-to-right stylesheet.
 * @return {string} Its right-to-left twin.
 */
function rtlTwin( css ) {
	return rtlcss.process( css, {}, [], { pre: keepDirectionalRules } );
}

/**
 * @param {string} file A stylesheet's name, `editor/index.css`.
 * @return {string} Its twin's, `editor/index-rtl.css`.
 */
const rtlName = ( file ) => file.replace( /\.css$/, '-rtl.css' );

class RtlCssPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( 'RtlCssPlugin', ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{
					name: 'RtlCssPlugin',
					stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE,
				},
				( assets ) => {
					for ( const name of Object.keys( assets ) ) {
						if (
							! name.endsWith( '.css' ) ||
							name.endsWith( '-rtl.css' )
						) {
							continue;
						}
						const source = assets[ name ].source().toString();
						compilation.emitAsset(
							rtlName( name ),
							new sources.RawSource( rtlTwin( source ) )
						);
					}
				}
			);
			MiniCssExtractPlugin.getCompilationHooks(
				compilation
			).beforeTagInsert.tap( 'RtlCssPlugin', ( source, varNames ) =>
				[
					source,
					`if (document.documentElement.dir === "rtl") ${ varNames.tag }.href = ${ varNames.href }.replace(/\\.css$/, "-rtl.css");`,
				].join( '\n' )
			);
		} );
	}
}

module.exports = RtlCssPlugin;
module.exports.rtlTwin = rtlTwin;
