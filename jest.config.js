/**
 * Two projects: `server` (the servers and other Node code, node environment) and `ui` (blocks,
 * shared code and the editor, jsdom). Both are transpiled with SWC.
 *
 * A test lives in a `test/` folder beside the code it tests, or in the top-level `tests/` tree
 * (docs/testing.md); `testMatch` finds nothing else, and tests/unit/test-layout.test.ts fails on
 * a test file that no project runs.
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
		'\\?url$': '<rootDir>/tests/support/style-url-stub.js',
	},
	testPathIgnorePatterns: [
		'/node_modules/',
		'/tests/e2e/',
		'/build/',
		'/build-bare/',
		'/build-without/',
		'/dist/',
	],
};

module.exports = {
	// A limit for hangs, not for speed: a busy machine may run a test several times slower.
	// Jest reads this option only at the top level, not per project.
	testTimeout: 60_000,
	// One seeded site for the whole run; each test site starts as a copy of it.
	globalSetup: '<rootDir>/tests/support/jest-global-setup.ts',
	globalTeardown: '<rootDir>/tests/support/jest-global-teardown.ts',
	projects: [
		{
			...common,
			displayName: 'server',
			testEnvironment: 'node',
			testMatch: [
				'<rootDir>/platform/**/test/**/*.test.ts',
				'<rootDir>/wp-stand-in/**/test/**/*.test.ts',
				'<rootDir>/service/**/test/**/*.test.ts',
				'<rootDir>/tests/unit/**/*.test.ts',
			],
		},
		{
			...common,
			displayName: 'ui',
			testEnvironment: 'jsdom',
			testMatch: [
				'<rootDir>/extensions/**/test/**/*.test.{ts,tsx}',
				'<rootDir>/shared/**/test/**/*.test.{ts,tsx}',
				'<rootDir>/src/**/test/**/*.test.{ts,tsx}',
				'<rootDir>/plugin/**/test/**/*.test.{ts,tsx}',
				'<rootDir>/tests/fixtures/**/*.test.{ts,tsx}',
				'<rootDir>/tests/property/**/*.test.{ts,tsx}',
			],
			setupFilesAfterEnv: [ '<rootDir>/tests/support/jest-ui-setup.ts' ],
		},
	],
};
