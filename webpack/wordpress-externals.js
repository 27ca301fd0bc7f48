/**
 * Tessera's own code (extensions/, shared/) reaches WordPress's packages through `window.wp`,
 * `window.React` and `window.ReactJSXRuntime`, as a WordPress plugin does (what WordPress's
 * dependency extraction webpack plugin sets up). The editor page bundles the packages
 * and sets those globals first (src/editor/globals.ts). Besides being ready for a real
 * WordPress, this keeps the packages whole in the editor bundle: a package that Tessera's lazily
 * loaded chunks imported directly could no longer be scope-hoisted with the rest, and the bundle
 * would grow by far more than Tessera's own code.
 */
const path = require( 'path' );
const wpGlobals = require( '../src/editor/wp-globals.json' );

const OTHER_GLOBALS = {
	react: [ 'React' ],
	'react-dom': [ 'ReactDOM' ],
	'react/jsx-runtime': [ 'ReactJSXRuntime' ],
};

function globalPath( request ) {
	if ( wpGlobals[ request ] ) {
		return [ 'wp', wpGlobals[ request ] ];
	}
	return OTHER_GLOBALS[ request ];
}

/**
 * @param {string[]} directories Folders whose modules use the globals.
 * @return {Function} A webpack `externals` function.
 */
function wordpressExternals( directories ) {
	const roots = directories.map( ( dir ) => dir + path.sep );
	return ( { context, request }, callback ) => {
		const fromTessera =
			context &&
			roots.some( ( root ) => ( context + path.sep ).startsWith( root ) );
		const global = fromTessera && globalPath( request );
		if ( global ) {
			callback( null, global, 'window' );
			return;
		}
		callback();
	};
}

module.exports = { wordpressExternals };
