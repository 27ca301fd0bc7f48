const path = require( 'path' );

/**
 * The keys of block.json that only the server reads: where the block's stylesheets and scripts
 * are (the server's asset manifest says what a page loads) and the schema address for editors of
 * the file. The editor bundle leaves them out, so every block costs only what registration uses.
 */
const SERVER_ONLY_KEYS = [
	'$schema',
	'editorScript',
	'editorStyle',
	'script',
	'style',
	'viewScript',
	'viewStyle',
	'render',
];

/**
 * Loads a block's block.json for the editor without its server-only keys.
 *
 * @param {string} source The file's text.
 * @return {string} The JSON the editor bundles.
 */
function editorBlockJson( source ) {
	const metadata = JSON.parse( source );
	for ( const key of SERVER_ONLY_KEYS ) {
		delete metadata[ key ];
	}
	return JSON.stringify( metadata );
}

/**
 * The module rule that applies this loader to every block's block.json.
 *
 * @param {string} root The repository root.
 * @return {Object} A webpack rule.
 */
function editorBlockJsonRule( root ) {
	return {
		test: /[\\/]block\.json$/,
		include: path.join( root, 'extensions', 'blocks' ),
		loader: __filename,
	};
}

module.exports = editorBlockJson;
module.exports.editorBlockJsonRule = editorBlockJsonRule;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;
