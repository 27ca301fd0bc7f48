/**
 * The WordPress plugin's build (`npm run plugin` runs `wp-scripts build` with this file): the
 * default configuration of WordPress's scripts package, whose dependency extraction turns every
 * `@wordpress/*` and React import into WordPress's own script and writes each entry's
 * `.asset.php`, with Tessera's entries, loaders and minifier in place of its `src/` defaults.
 *
 * Writes dist/tessera/build/:
 * - `editor.js`, `editor.css`: every block and editor plugin, the same modules the site's editor
 *   bundles (extensions/editor.ts), loaded by `enqueue_block_editor_assets`;
 * - `admin.js`, `admin.css`: the wp-admin screens of the service's features (the feedback inbox);
 * - `post-footer.css`: the Like button and share links under a single post;
 * - `editor-canvas.css`: what the blocks and plugins draw inside the editor canvas;
 * - `blocks/<slug>/view.js`, `view.css`, `style.css`: each block's visitor assets, named in the
 *   block.json that plugin/build.ts writes beside them.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

const { readBlockAssets } = require( '../webpack/block-assets' );
const extensionFolders = require( '../webpack/extension-folders' );
const {
	editorExtensionsRule,
} = require( '../webpack/editor-extensions-loader' );
const {
	editorBlockJsonRule,
} = require( '../webpack/editor-block-json-loader' );
const StyleOnlyEntriesPlugin = require( '../webpack/style-only-entries-plugin' );
const { moduleRules, minimizers } = require( '../webpack/module-rules' );
const RtlCssPlugin = require( '../webpack/rtl-css-plugin' );

const root = path.join( __dirname, '..' );
const outputPath = path.join( root, 'dist', 'tessera', 'build' );

const blocks = readBlockAssets( path.join( root, 'extensions', 'blocks' ) );
const pluginCanvasStyles = extensionFolders
	.pluginFolders()
	.map( ( folder ) => path.join( folder.dir, 'canvas.scss' ) )
	.filter( ( file ) => require( 'fs' ).existsSync( file ) );

const entry = {
	editor: path.join( __dirname, 'editor.ts' ),
	admin: path.join( __dirname, 'admin.tsx' ),
	'editor-canvas': [
		...new Set( [
			path.join( root, 'shared', 'components', 'editor.scss' ),
			...pluginCanvasStyles,
			...blocks.flatMap( ( block ) => block.editorStyle ),
		] ),
	],
	// The Like button and share links the service draws under a single post.
	'post-footer': path.join( root, 'src', 'theme', '_post-extras.scss' ),
};
const styleOnly = [ 'editor-canvas', 'post-footer' ];
for ( const block of blocks ) {
	if ( block.viewScript.length ) {
		entry[ `blocks/${ block.slug }/view` ] = block.viewScript;
	}
	if ( block.style.length ) {
		entry[ `blocks/${ block.slug }/style` ] = block.style;
		styleOnly.push( `blocks/${ block.slug }/style` );
	}
}

/**
 * The default's plugins replaced here: the two that read a `src/` of block folders, which this
 * project does not have, the stylesheet extraction (lazily loaded chunks keep their stylesheets in
 * chunks/, as their scripts), the dependency extraction (configured below) and the right-to-left
 * copies (the site's, which also writes the twin of a chunk's stylesheet beside it and has the
 * runtime load it on a right-to-left page).
 */
const REPLACED_PLUGINS = [
	'CopyPlugin',
	'PhpFilePathsPlugin',
	'MiniCssExtractPlugin',
	'DependencyExtractionWebpackPlugin',
	'RtlCssPlugin',
];

module.exports = {
	...defaultConfig,
	context: root,
	entry,
	output: {
		path: outputPath,
		filename: '[name].js',
		chunkFilename: 'chunks/[id].[contenthash:8].js',
		// Lazily loaded chunks are found beside the script that asks for them.
		publicPath: 'auto',
		uniqueName: 'tessera',
		clean: true,
	},
	resolve: {
		...defaultConfig.resolve,
		extensions: [ '.ts', '.tsx', '.mjs', '.js', '.jsx', '.json' ],
		alias: {
			...defaultConfig.resolve.alias,
			'react-autosize-textarea$': path.join(
				root,
				'webpack/shims/react-autosize-textarea.js'
			),
		},
	},
	module: {
		rules: [
			...moduleRules,
			editorExtensionsRule( root, extensionFolders ),
			editorBlockJsonRule( root ),
		],
	},
	optimization: {
		...defaultConfig.optimization,
		// Stylesheets stay with their entry: a block's style.css is named in its block.json.
		splitChunks: {},
		minimizer: minimizers(),
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! REPLACED_PLUGINS.includes( plugin.constructor.name )
		),
		// A package's stylesheet (`@wordpress/dataviews/build-style/style.css`) is bundled: WordPress
		// has no script handle for it.
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				request.endsWith( '.css' ) ? false : undefined,
		} ),
		new MiniCssExtractPlugin( {
			filename: '[name].css',
			chunkFilename: 'chunks/[id].[contenthash:8].css',
		} ),
		new StyleOnlyEntriesPlugin( styleOnly ),
		new RtlCssPlugin(),
	],
	devtool: false,
	performance: { hints: false },
	stats: 'errors-warnings',
};
