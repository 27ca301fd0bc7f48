/**
 * ESLint: @wordpress/eslint-plugin's recommended rules (with its Prettier formatting, run by
 * wp-prettier, the WordPress fork that puts spaces inside parentheses), its Jest rules for unit
 * tests and its Playwright rules for end-to-end tests. The few changes below say why.
 */
const wordpress = require( '@wordpress/eslint-plugin' );

const [ testUnit ] = wordpress.configs[ 'test-unit' ];
const [ testPlaywright ] = wordpress.configs[ 'test-playwright' ];

module.exports = [
	{
		ignores: [
			'build/**',
			'build-bare/**',
			'build-without/**',
			'dist/**',
			'data/**',
			'artifacts/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...wordpress.configs.recommended,
	{
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			// Types say what a parameter is; a JSDoc block may describe the function alone.
			'jsdoc/require-param': 'off',
			'@typescript-eslint/no-explicit-any': 'error',
			// A parameter a signature needs but a body does not use is named `_name`.
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ ignoreRestSiblings: true, argsIgnorePattern: '^_' },
			],
		},
	},
	{
		rules: {
			// Jest's per-file environment pragma.
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
	{
		...testUnit,
		files: [
			'**/*.test.{js,ts,tsx}',
			'**/test/**/*.{js,ts,tsx}',
			'tests/support/**',
		],
	},
	{
		...testPlaywright,
		files: [ 'tests/e2e/**', 'tests/wordpress/e2e/**' ],
		rules: {
			...testPlaywright.rules,
			// Playwright fixtures receive a `use` callback; it is not React's `use` hook.
			'react-hooks/rules-of-hooks': 'off',
		},
	},
	{
		// Command-line programs: printing is their output.
		files: [
			'tests/run-all.ts',
			'tests/bench/**',
			'tests/layout/move-tests.ts',
			'wp-stand-in/main.ts',
			'plugin/build.ts',
			'plugin/i18n/make.ts',
			'plugin/i18n/check.ts',
		],
		rules: { 'no-console': 'off' },
	},
];
