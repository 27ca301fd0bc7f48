/**
 * Two projects: `server` (mock-api and other Node code, node environment) and `ui` (blocks,
 * shared code and the editor, jsdom). Both are transpiled with SWC.
 */
const transform = {
	'^.+\\.(m?js|jsx|tsx?)$': [
		'@swc/jest',
		{
			jsc: {
				parser: { syntax: 'typescript', tsx: true },
				transform: { react: { runtime: 'automatic' } },
				target: 'es2022',
			},
			module: { type: 'commonjs' },
		},
	],
};

const common = {
	transform,
	// Many editor dependencies ship ES modules only (uuid, marked, parsel-js, @ariakit, the .mjs
	// builds of @wordpress packages): SWC transforms node_modules too; its cache keeps that cheap.
	transformIgnorePatterns: [],
	moduleNameMapper: {
		'\\.(css|scss)$': '<rootDir>/tests/support/style-stub.js',
	},
	testPathIgnorePatterns: [
		'/node_modules/',
		'/tests/e2e/',
		'/build/',
		'/build-bare/',
		'/build-without/',
	],
};

module.exports = {
	// API suites build a whole site (database, migrations, sample post) before their first test;
	// jest reads this option only at the top level, not per project.
	testTimeout: 20_000,
	projects: [
		{
			...common,
			displayName: 'server',
			testEnvironment: 'node',
			testMatch: [
				'<rootDir>/mock-api/**/*.test.ts',
				'<rootDir>/tests/unit/**/*.test.ts',
			],
		},
		{
			...common,
			displayName: 'ui',
			testEnvironment: 'jsdom',
			testMatch: [
				'<rootDir>/extensions/**/*.test.{ts,tsx}',
				'<rootDir>/shared/**/*.test.{ts,tsx}',
				'<rootDir>/src/**/*.test.{ts,tsx}',
				'<rootDir>/tests/fixtures/**/*.test.{ts,tsx}',
				'<rootDir>/tests/property/**/*.test.{ts,tsx}',
			],
			setupFilesAfterEnv: [ '<rootDir>/tests/support/jest-ui-setup.ts' ],
		},
	],
};
