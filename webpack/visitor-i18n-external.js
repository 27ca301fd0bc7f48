/**
 * The visitor build's one shared package: `@wordpress/i18n` is `window.wp.i18n` (the `wp-i18n`
 * script, src/visitor/wp-i18n.ts) in every view script and the packages they bundle, as
 * WordPress's dependency extraction makes it for the plugin. Each view script bundling its own
 * copy would leave the locale data printed before it unreachable.
 */
const path = require( 'path' );

const I18N = '@wordpress/i18n';

/**
 * @param {string} scriptDir The folder of the `wp-i18n` script, which bundles the package.
 * @return {Function} A webpack `externals` function.
 */
function visitorI18nExternal( scriptDir ) {
	const own = scriptDir + path.sep;
	return ( { context, request }, callback ) => {
		if (
			request === I18N &&
			! ( ( context || '' ) + path.sep ).startsWith( own )
		) {
			callback( null, [ 'wp', 'i18n' ], 'window' );
			return;
		}
		callback();
	};
}

/**
 * Whether a compiled entry, or a chunk it loads later, uses the external.
 *
 * @param {Object} compilation A webpack compilation.
 * @param {string} entryName   The entry.
 * @return {boolean} Whether the entry needs `wp-i18n` first.
 */
function entryUsesI18n( compilation, entryName ) {
	const entrypoint = compilation.entrypoints.get( entryName );
	if ( ! entrypoint ) {
		return false;
	}
	const chunks = new Set();
	for ( const chunk of entrypoint.chunks ) {
		chunks.add( chunk );
		for ( const later of chunk.getAllAsyncChunks() ) {
			chunks.add( later );
		}
	}
	// In production an external may sit inside a concatenated module (`module.modules`).
	const isI18n = ( module ) =>
		( module.externalType && module.userRequest === I18N ) ||
		[ ...( module.modules ?? [] ) ].some( isI18n );
	for ( const chunk of chunks ) {
		for ( const module of compilation.chunkGraph.getChunkModulesIterable(
			chunk
		) ) {
			if ( isI18n( module ) ) {
				return true;
			}
		}
	}
	return false;
}

module.exports = { visitorI18nExternal, entryUsesI18n };
