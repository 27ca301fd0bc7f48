/**
 * The dependency rules `npm test` checks (`npm run check:deps`): no import loops; the editor code
 * (extensions/, shared/, src/) never reaches into the site server; and inside the site server
 * (mock-api/) imports only go down its layers, top to bottom (and the editor's foundations in
 * shared/ go down theirs, SHARED_FOUNDATIONS below):
 *
 *   main.ts, app.ts, seed/   composition: the only place that wires the layers together
 *   routes/                  the HTTP surface: route tables, WordPress's REST (wp-v2/), pages/
 *   features/                Tessera's own site features (feedback, likes, shortlinks, ...)
 *   stand-ins/               stand-ins for third-party services
 *   render/                  HTML: block rendering, the theme page, admin and login pages
 *   rest/                    the register_rest_route-like registry
 *   content/                 WordPress behaviour the routes share (post types, settings, plans ...)
 *   auth/                    sessions, nonces, roles, capabilities
 *   store/                   SQLite: connection, migrations and every SQL statement
 *   context.ts               the AppContext type every layer receives
 *
 * service/ (the Tessera service, `npm run service`) hosts the site server's features for connected
 * WordPress sites: it imports mock-api; mock-api and the editor side never import it.
 *
 * Tests are not shipped: they may reach across (an API test builds the whole app, a block's test
 * checks its markup against the server's filters), so the direction rules leave them out. Import
 * loops are forbidden everywhere, tests included.
 */
const TESTS = '(^|/)test/|\\.test\\.tsx?$';

/** The layers of mock-api, top first. */
const LAYERS = [
	[ 'composition', '^mock-api/(main|app)\\.ts$|^mock-api/seed/' ],
	[ 'routes', '^mock-api/routes/' ],
	[ 'features', '^mock-api/features/' ],
	[ 'stand-ins', '^mock-api/stand-ins/' ],
	[ 'render', '^mock-api/render/' ],
	[ 'rest', '^mock-api/rest/' ],
	[ 'content', '^mock-api/content/' ],
	[ 'auth', '^mock-api/auth/' ],
	[ 'store', '^mock-api/store/' ],
	[ 'context', '^mock-api/context\\.ts$' ],
];

/** One rule per layer: it imports no layer above it. */
const layerRules = LAYERS.slice( 1 ).map( ( [ name, path ], index ) => ( {
	name: `mock-api-${ name }-imports-down`,
	comment: `mock-api/${ name } may only import the layers below it.`,
	severity: 'error',
	from: { path, pathNot: TESTS },
	to: {
		path: LAYERS.slice( 0, index + 1 )
			.map( ( [ , above ] ) => `(${ above })` )
			.join( '|' ),
	},
} ) );

/**
 * The editor's foundations in shared/, top first: the Tessera sidebar (a plugin the loader
 * registers), the loader (registration), the paid-block banners and flows, the payment blocks'
 * connection, the post being edited, the editor initial state's readers, the plan catalog. Each
 * imports only the ones below it, so no two of them depend on each other.
 */
const SHARED_FOUNDATIONS = [
	'plugin-sidebar',
	'loader',
	'paid-blocks',
	'memberships',
	'post-editor',
	'availability',
	'plans',
];

const sharedFoundationRules = SHARED_FOUNDATIONS.slice( 1 ).map(
	( name, index ) => ( {
		name: `shared-${ name }-imports-down`,
		comment: `shared/${ name } may only import the foundations below it: ${ SHARED_FOUNDATIONS.join(
			' > '
		) }.`,
		severity: 'error',
		from: { path: `^shared/${ name }/`, pathNot: TESTS },
		to: {
			path: `^shared/(${ SHARED_FOUNDATIONS.slice( 0, index + 1 ).join(
				'|'
			) })/`,
		},
	} )
);

/** The editor side runs in the browser and in a real WordPress: it never reaches into the server. */
const editorSideRules = [
	[
		'extensions-not-to-mock-api',
		'^extensions/',
		'^mock-api/',
		'Blocks and plugins run in a real WordPress too: they never import the site server.',
	],
	[
		'shared-not-to-extensions-or-mock-api',
		'^shared/',
		'^(extensions|mock-api)/',
		'shared/ serves the extensions and the server: it imports neither.',
	],
	[
		'src-not-to-mock-api',
		'^src/',
		'^mock-api/',
		'The editor and visitor entry points run in the browser, not in the site server.',
	],
].map( ( [ name, from, to, comment ] ) => ( {
	name,
	comment,
	severity: 'error',
	from: { path: from, pathNot: TESTS },
	to: { path: to },
} ) );

module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			comment:
				'Two modules that import each other (directly or through others).',
			severity: 'error',
			from: { pathNot: '^node_modules' },
			to: { circular: true },
		},
		...editorSideRules,
		...sharedFoundationRules,
		{
			name: 'mock-api-test-support-only-in-tests',
			comment:
				'Test helpers (mock-api/test/) are for tests, never for the server.',
			severity: 'error',
			from: { path: '^mock-api/', pathNot: TESTS },
			to: { path: '^mock-api/test/' },
		},
		{
			name: 'sqlite-only-in-store',
			comment:
				'Every SQL statement lives in mock-api/store/: nothing else uses the database driver.',
			severity: 'error',
			from: {
				path: '^mock-api/',
				pathNot: `${ TESTS }|^mock-api/store/|^mock-api/context\\.ts$`,
			},
			to: { path: '^node_modules/better-sqlite3/' },
		},
		...layerRules,
		{
			name: 'site-server-not-to-service',
			comment:
				"The Tessera service hosts the site server's features for WordPress sites; the site server never depends on it.",
			severity: 'error',
			from: {
				path: '^(mock-api|extensions|shared|src)/',
				pathNot: TESTS,
			},
			to: { path: '^service/' },
		},
		{
			name: 'service-only-from-its-build',
			comment:
				'Outside the service, only the plugin build reads what the service declares (the visitor paths it answers).',
			severity: 'error',
			from: {
				path: '^plugin/',
				pathNot: `${ TESTS }|^plugin/service-manifest\\.ts$`,
			},
			to: { path: '^service/' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '^(build|build-bare|build-without)/' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: {
			extensions: [ '.ts', '.tsx', '.js', '.json' ],
		},
		reporterOptions: {
			text: { highlightFocused: true },
		},
	},
};
