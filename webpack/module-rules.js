/**
 * How Tessera's sources are compiled, the same for the site's build and the WordPress plugin's:
 * TypeScript and JSX through esbuild, Sass (with the theme presets) and CSS into extracted
 * stylesheets.
 */
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );
const { EsbuildPlugin } = require( 'esbuild-loader' );
const CssMinimizerPlugin = require( 'css-minimizer-webpack-plugin' );

const { themePresetsImporter } = require( './theme-presets-importer' );

const sassLoader = {
	loader: 'sass-loader',
	options: {
		api: 'modern-compiler',
		sassOptions: {
			importers: [ themePresetsImporter ],
			quietDeps: true,
		},
	},
};

const moduleRules = [
	{
		// Some of WordPress's .mjs modules import CommonJS files without an extension.
		test: /\.m?js$/,
		include: /node_modules/,
		resolve: { fullySpecified: false },
	},
	{
		test: /\.[jt]sx?$/,
		exclude: /node_modules/,
		loader: 'esbuild-loader',
		options: {
			loader: 'tsx',
			target: 'es2022',
			jsx: 'automatic',
		},
	},
	{
		// A stylesheet imported with `?url` is compiled and emitted as a file and the import gives its
		// address, for a block to add it to the document it draws in (the editor's canvas is an
		// iframe, which stylesheets extracted with a chunk never reach) and only when it draws.
		test: /\.s?css$/,
		resourceQuery: /^\?url$/,
		type: 'asset/resource',
		generator: { filename: 'styles/[name].[contenthash:8].css' },
		use: [ sassLoader ],
	},
	{
		test: /\.s?css$/,
		resourceQuery: { not: [ /^\?url$/ ] },
		use: [
			MiniCssExtractPlugin.loader,
			{ loader: 'css-loader', options: { importLoaders: 1 } },
			sassLoader,
		],
	},
];

/** Minifiers of the production builds: esbuild for scripts and for stylesheets. */
const minimizers = () => [
	new EsbuildPlugin( { target: 'es2022', css: false } ),
	new CssMinimizerPlugin( {
		minify: CssMinimizerPlugin.esbuildMinify,
	} ),
];

module.exports = { moduleRules, minimizers };
