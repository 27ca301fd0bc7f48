/**
 * Two builds in one run:
 * - `editor`: the editor page (build/editor/index.js + chunks), the block canvas stylesheet
 *   (build/editor/canvas.css) and WordPress's own package stylesheets (build/core/*.css);
 * - `visitor`: the theme (build/theme/style.css) and each block's visitor assets
 *   (build/blocks/<slug>/view.js, style.css), named by the block's block.json.
 * Both write build/asset-manifest.json, which tells the server what each page loads.
 *
 * TESSERA_BARE=1 builds the same editor without any Tessera extension into build-bare/ (the
 * benchmark's baseline); TESSERA_WITHOUT=slug,slug builds it without those blocks or
 * editor plugins into build-without/ (what one group of extensions adds).
 */
const path = require( 'path' );
const webpack = require( 'webpack' );
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );

const { readBlockAssets } = require( './webpack/block-assets' );
const extensionFolders = require( './webpack/extension-folders' );
const {
	editorExtensionsRule,
} = require( './webpack/editor-extensions-loader' );
const { editorBlockJsonRule } = require( './webpack/editor-block-json-loader' );
const CopyFilesPlugin = require( './webpack/copy-files-plugin' );
const StyleOnlyEntriesPlugin = require( './webpack/style-only-entries-plugin' );
const CleanOutputPlugin = require( './webpack/clean-output-plugin' );
const { wordpressExternals } = require( './webpack/wordpress-externals' );
const {
	AssetManifestPlugin,
	createSharedManifest,
} = require( './webpack/asset-manifest-plugin' );
const { moduleRules, minimizers } = require( './webpack/module-rules' );
const RtlCssPlugin = require( './webpack/rtl-css-plugin' );
const {
	visitorI18nExternal,
	entryUsesI18n,
} = require( './webpack/visitor-i18n-external' );

const root = __dirname;
const bare = process.env.TESSERA_BARE === '1';
const without = new Set(
	( process.env.TESSERA_WITHOUT || '' ).split( ',' ).filter( Boolean )
);
const outputPath = path.join(
	root,
	// eslint-disable-next-line no-nested-ternary
	bare ? 'build-bare' : without.size ? 'build-without' : 'build'
);
/** Where the server serves the build directory, whichever directory it is. */
const publicPath = '/build/';

const packageDir = ( name ) =>
	path.dirname( require.resolve( `${ name }/package.json` ) );
const wpStyle = ( name, file = 'style.css' ) =>
	path.join( packageDir( `@wordpress/${ name }` ), 'build-style', file );

/** WordPress's package stylesheets, copied as they are (then minified) to build/core/. */
const coreStyles = {
	'core/components.css': wpStyle( 'components' ),
	'core/preferences.css': wpStyle( 'preferences' ),
	'core/commands.css': wpStyle( 'commands' ),
	'core/block-editor.css': wpStyle( 'block-editor' ),
	'core/block-editor-content.css': wpStyle( 'block-editor', 'content.css' ),
	'core/block-library.css': wpStyle( 'block-library' ),
	'core/block-library-editor.css': wpStyle( 'block-library', 'editor.css' ),
	'core/theme.css': wpStyle( 'block-library', 'theme.css' ),
	'core/patterns.css': wpStyle( 'patterns' ),
	'core/media-utils.css': wpStyle( 'media-utils' ),
	'core/editor.css': wpStyle( 'editor' ),
	'core/edit-post.css': wpStyle( 'edit-post' ),
	'core/format-library.css': wpStyle( 'format-library' ),
};
/** The editor page, in WordPress's dependency order (wp-edit-post and what it needs). */
const editorPageCoreStyles = [
	'core/components.css',
	'core/preferences.css',
	'core/commands.css',
	'core/block-editor.css',
	'core/block-library-editor.css',
	'core/patterns.css',
	'core/media-utils.css',
	'core/editor.css',
	'core/edit-post.css',
	'core/format-library.css',
];
/** The canvas iframe, as WordPress's iframed editor assets: content styles, then block styles. */
const canvasCoreStyles = [
	'core/components.css',
	'core/block-editor-content.css',
	'core/block-library.css',
	'core/block-library-editor.css',
	'core/theme.css',
];

const blocks = bare
	? []
	: readBlockAssets( path.join( root, 'extensions', 'blocks' ) ).filter(
			( block ) => ! without.has( block.slug )
		);
const themeStyle = path.join( root, 'src', 'theme', 'style.scss' );
const themeCanvasStyle = path.join( root, 'src', 'theme', 'canvas.scss' );
const sharedEditorStyle = path.join(
	root,
	'shared',
	'components',
	'editor.scss'
);
// What an editor plugin draws inside the block canvas (marks in the text, notes under blocks).
const pluginCanvasStyles = bare
	? []
	: require( 'fs' )
			.readdirSync( path.join( root, 'extensions', 'plugins' ) )
			.map( ( folder ) =>
				path.join(
					root,
					'extensions',
					'plugins',
					folder,
					'canvas.scss'
				)
			)
			.filter( ( file ) => require( 'fs' ).existsSync( file ) );
const sharedManifest = createSharedManifest(
	path.join( outputPath, 'asset-manifest.json' )
);
const urls = ( list ) => list.map( ( file ) => publicPath + file );

module.exports = ( env, argv ) => {
	const production = argv.mode !== 'development';
	const cleanOutput = new CleanOutputPlugin( outputPath );

	const common = {
		mode: production ? 'production' : 'development',
		context: root,
		devtool: production ? false : 'cheap-module-source-map',
		performance: { hints: false },
		stats: 'errors-warnings',
		resolve: {
			extensions: [ '.ts', '.tsx', '.mjs', '.js', '.jsx', '.json' ],
			// Nothing here is linked; not resolving links saves a little on every module.
			symlinks: false,
		},
		module: { rules: moduleRules },
		plugins: [
			cleanOutput,
			// moment's locales (half a megabyte): WordPress ships moment without them and
			// @wordpress/date defines the site's locale itself.
			new webpack.IgnorePlugin( {
				resourceRegExp: /^\.\/locale$/,
				contextRegExp: /moment$/,
			} ),
			new webpack.DefinePlugin( {
				// WordPress core's values: no plugin-only experiments, no debug warnings.
				'globalThis.IS_GUTENBERG_PLUGIN': JSON.stringify( false ),
				'globalThis.SCRIPT_DEBUG': JSON.stringify( ! production ),
			} ),
			// Each stylesheet's right-to-left twin, `x-rtl.css`.
			new RtlCssPlugin(),
		],
		optimization: { minimizer: minimizers() },
	};

	const editor = {
		...common,
		name: 'editor',
		module: {
			...common.module,
			rules: [
				...common.module.rules,
				// extensions/editor.ts becomes static imports of every extension folder.
				editorExtensionsRule( root, extensionFolders, without ),
				editorBlockJsonRule( root ),
			],
		},
		entry: {
			'editor/index': './src/editor/index.ts',
			// A Set: blocks of one family may share a stylesheet (the form fields do).
			'editor/canvas': [
				...new Set( [
					themeStyle,
					themeCanvasStyle,
					sharedEditorStyle,
					...pluginCanvasStyles,
					...blocks.flatMap( ( block ) => [
						...block.style,
						...block.editorStyle,
					] ),
				] ),
			],
		},
		externals: [
			wordpressExternals( [
				path.join( root, 'extensions' ),
				path.join( root, 'shared' ),
			] ),
		],
		output: {
			path: outputPath,
			filename: '[name].js',
			chunkFilename: 'editor/chunks/[id].[contenthash:8].js',
			// Set at run time from the page (src/editor/public-path.ts); this is the fallback.
			publicPath,
			chunkLoadTimeout: 120000,
		},
		resolve: {
			...common.resolve,
			alias: {
				// Hands WordPress's .mjs modules the component (see the shim).
				'react-autosize-textarea$': path.join(
					root,
					'webpack/shims/react-autosize-textarea.js'
				),
				// Client-side media processing (wasm-vips, 13 MB) is off in WordPress core; keep
				// it out of the build. upload-media only reaches it when the flag is on.
				'@wordpress/vips/worker$': path.join(
					root,
					'src/editor/vips-unavailable.ts'
				),
				...( bare
					? {
							[ path.join( root, 'extensions/editor' ) ]:
								path.join(
									root,
									'src/editor/no-extensions.ts'
								),
						}
					: {} ),
			},
		},
		plugins: [
			...common.plugins,
			new MiniCssExtractPlugin( {
				filename: '[name].css',
				chunkFilename: 'editor/chunks/[id].[contenthash:8].css',
			} ),
			new CopyFilesPlugin( coreStyles ),
			new StyleOnlyEntriesPlugin( [ 'editor/canvas' ] ),
			new AssetManifestPlugin( {
				shared: sharedManifest,
				publicPath,
				describe: ( files ) => ( {
					editor: {
						scripts: files( 'editor/index', '.js' ),
						styles: [
							...urls( editorPageCoreStyles ),
							...files( 'editor/index', '.css' ),
						],
						canvasStyles: [
							...urls( canvasCoreStyles ),
							...files( 'editor/canvas', '.css' ),
						],
					},
				} ),
			} ),
		],
	};

	const visitorEntries = {
		'theme/style': themeStyle,
		// wp-admin's list screens (Feedback, Posts, Pages): DataViews and components, on those
		// pages only.
		'admin/lists': './src/admin/index.tsx',
		// wp-admin's Sharing screen: the popup for Connect and Reconnect.
		'admin/sharing': './src/admin/sharing/index.ts',
		// WordPress's `wp-i18n`, shared by the view scripts that translate.
		'core/i18n': './src/visitor/wp-i18n.ts',
	};
	const styleOnly = [ 'theme/style' ];
	for ( const block of blocks ) {
		if ( block.viewScript.length ) {
			visitorEntries[ `blocks/${ block.slug }/view` ] = block.viewScript;
		}
		if ( block.style.length ) {
			visitorEntries[ `blocks/${ block.slug }/style` ] = block.style;
			styleOnly.push( `blocks/${ block.slug }/style` );
		}
	}

	const visitor = {
		...common,
		name: 'visitor',
		entry: visitorEntries,
		output: {
			path: outputPath,
			filename: '[name].js',
			chunkFilename: 'blocks/chunks/[id].[contenthash:8].js',
			publicPath: 'auto',
		},
		externals: [
			visitorI18nExternal( path.join( root, 'src', 'visitor' ) ),
		],
		plugins: [
			...common.plugins,
			new MiniCssExtractPlugin( {
				filename: '[name].css',
				chunkFilename: 'blocks/chunks/[id].[contenthash:8].css',
			} ),
			new StyleOnlyEntriesPlugin( styleOnly ),
			new AssetManifestPlugin( {
				shared: sharedManifest,
				publicPath,
				describe: ( files, compilation ) => ( {
					theme: { style: files( 'theme/style', '.css' ) },
					i18n: { scripts: files( 'core/i18n', '.js' ) },
					admin: {
						// wp-admin loads `wp-i18n` before a screen's script that needs it.
						lists: {
							scripts: [
								...( entryUsesI18n( compilation, 'admin/lists' )
									? files( 'core/i18n', '.js' )
									: [] ),
								...files( 'admin/lists', '.js' ),
							],
							styles: files( 'admin/lists', '.css' ),
						},
						sharing: {
							scripts: [
								...( entryUsesI18n(
									compilation,
									'admin/sharing'
								)
									? files( 'core/i18n', '.js' )
									: [] ),
								...files( 'admin/sharing', '.js' ),
							],
							styles: [],
						},
					},
					blocks: Object.fromEntries(
						blocks.map( ( block ) => [
							block.slug,
							{
								viewScript: files(
									`blocks/${ block.slug }/view`,
									'.js'
								),
								...( entryUsesI18n(
									compilation,
									`blocks/${ block.slug }/view`
								)
									? { viewScriptUsesI18n: true }
									: {} ),
								style: [
									...files(
										`blocks/${ block.slug }/style`,
										'.css'
									),
									...files(
										`blocks/${ block.slug }/view`,
										'.css'
									),
								],
							},
						] )
					),
				} ),
			} ),
		],
	};

	return [ editor, visitor ];
};
