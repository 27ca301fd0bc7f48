/**
 * How Tessera's sources are compiled, the same for the site's build and the WordPress plugin's:
 * TypeScript and JSX through esbuild, Sass (with the theme presets) and CSS into extracted
 * stylesheets.
 */
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );
const { EsbuildPlugin } = require( 'esbuild-loader' );
const CssMinimizerPlugin = require( 'css-minimizer-webpack-plugin' );

const { themePresetsImporter } = require( './theme-presets-importer' );

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
		test: /\.s?css$/,
		use: [
			MiniCssExtractPlugin.loader,
			{ loader: 'css-loader', options: { importLoaders: 1 } },
			{
				loader: 'sass-loader',
				options: {
					api: 'modern-compiler',
					sassOptions: {
						importers: [ themePresetsImporter ],
						quietDeps: true,
					},
				},
			},
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
