/**
 * The dependency rules `npm test` checks (`npm run check:deps`): no import loops; the editor code
 * (extensions/, shared/, src/) never reaches into a server, and the editor's foundations in shared/
 * import only down their order (SHARED_FOUNDATIONS below); and the server is three trees, each a
 * stack of layers whose imports only go down:
 *
 *   wp-stand-in/  the WordPress stand-in: what `npm start` and the tests need in place of a
 *                 WordPress (core REST, sign-in, comments, wp-admin, visitor pages and theme).
 *                 It calls the Tessera service in-process.
 *   service/      the Tessera service: Tessera's own features, the stand-ins for third-party
 *                 services, and the front that WordPress sites reach over HTTP (wordpress-sites/).
 *                 It never imports the stand-in.
 *   platform/     what both run on: the database, the REST registry, capabilities, WordPress's
 *                 content rules (kses, post types, settings) and block rendering. It imports
 *                 neither.
 *
 * Inside each tree the layers are, top first: composition; routes; features; stand-ins; render;
 * rest; content; auth; store; context. A block folder is reached from outside only through its
 * block.json, its registration (index.ts), its render.ts, one server.ts where the server needs
 * more, and its view.ts; a stand-in of a third party imports no block code at all.
 *
 * Tests are not shipped: they may reach across (an API test builds the whole site, a block's test
 * checks its markup against the server's filters), so the direction rules leave them out. Import
 * loops are forbidden everywhere, tests included.
 */
const TESTS = '(^|/)test/|\\.test\\.tsx?$';

/** Each tree's layers, top first (a tree has only some of them). */
const TREES = {
	'wp-stand-in': [
		[ 'composition', '(main|app)\\.ts$|seed/' ],
		[ 'routes', 'routes/' ],
		[ 'render', 'render/' ],
		[ 'rest', 'rest/' ],
		[ 'content', 'content/' ],
		[ 'auth', 'auth/' ],
		[ 'store', 'store/' ],
	],
	service: [
		[ 'composition', 'main\\.ts$|wordpress-sites/' ],
		[ 'routes', 'routes\\.ts$' ],
		[ 'features', 'features/' ],
		[ 'stand-ins', 'stand-ins/' ],
		[ 'auth', 'auth/' ],
		[ 'store', 'store/' ],
	],
	platform: [
		[ 'composition', 'server\\.ts$' ],
		[ 'render', 'render/' ],
		[ 'rest', 'rest/' ],
		[ 'content', 'content/' ],
		[ 'auth', 'auth/' ],
		[ 'store', 'store/' ],
		[ 'context', 'context\\.ts$' ],
	],
};

/** One rule per layer of each tree: it imports no layer above it in its tree. */
const layerRules = Object.entries( TREES ).flatMap( ( [ tree, layers ] ) =>
	layers.slice( 1 ).map( ( [ name, path ], index ) => ( {
		name: `${ tree }-${ name }-imports-down`,
		comment: `${ tree }/${ name } may only import the layers below it.`,
		severity: 'error',
		from: { path: `^${ tree }/(${ path })`, pathNot: TESTS },
		to: {
			path: layers
				.slice( 0, index + 1 )
				.map( ( [ , above ] ) => `^${ tree }/(${ above })` )
				.join( '|' ),
		},
	} ) )
);

const SERVER = '^(platform|wp-stand-in|service)/';

/** What a block folder offers outside itself. */
const BLOCK_ENTRIES =
	'^extensions/blocks/[^/]+/(block\\.json|index\\.ts|render\\.ts|server\\.ts|view\\.ts)$';

/** Which tree may import which. */
const treeRules = [
	[
		'platform-imports-neither-part',
		'^platform/',
		'^(wp-stand-in|service)/',
		'The platform is what the stand-in and the service both run on: it imports neither.',
	],
	[
		'service-never-imports-the-stand-in',
		'^service/',
		'^wp-stand-in/',
		'The Tessera service serves WordPress sites too: it never depends on the WordPress stand-in.',
	],
	[
		'stand-in-not-to-the-service-front',
		'^wp-stand-in/',
		'^service/(main\\.ts$|wordpress-sites/)',
		"The stand-in calls the service's features in-process, never its front for WordPress sites.",
	],
	[
		'third-party-stand-ins-import-no-block-code',
		'^service/stand-ins/',
		'^extensions/',
		'A stand-in plays a third party, which knows nothing of our blocks.',
	],
].map( ( [ name, from, to, comment ] ) => ( {
	name,
	comment,
	severity: 'error',
	from: { path: from, pathNot: TESTS },
	to: { path: to },
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

/** The editor side runs in the browser and in a real WordPress: it never reaches into a server. */
const editorSideRules = [
	[
		'extensions-not-to-a-server',
		'^extensions/',
		SERVER,
		'Blocks and plugins run in a real WordPress too: they never import a server.',
	],
	[
		'shared-not-to-extensions-or-a-server',
		'^shared/',
		`^extensions/|${ SERVER }`,
		'shared/ serves the extensions and the servers: it imports neither.',
	],
	[
		'src-not-to-a-server',
		'^src/',
		SERVER,
		'The editor and visitor entry points run in the browser, not in a server.',
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
			name: 'block-folders-only-through-their-entries',
			comment:
				"Outside a block's folder, only its block.json, index.ts (registration), render.ts, server.ts and view.ts are imported.",
			severity: 'error',
			from: { pathNot: `^extensions/blocks/|${ TESTS }` },
			to: { path: '^extensions/blocks/', pathNot: BLOCK_ENTRIES },
		},
		{
			name: 'blocks-reach-other-blocks-only-through-their-entries',
			comment:
				"A block uses another block (a button inside its markup) through that block's entries only.",
			severity: 'error',
			from: { path: '^extensions/blocks/([^/]+)/', pathNot: TESTS },
			to: {
				path: '^extensions/blocks/',
				pathNot: `^extensions/blocks/$1/|${ BLOCK_ENTRIES }`,
			},
		},
		{
			name: 'server-test-support-only-in-tests',
			comment:
				'Test helpers (a test/ folder) are for tests, never for a server.',
			severity: 'error',
			from: { path: SERVER, pathNot: TESTS },
			to: { path: '(^|/)test/' },
		},
		{
			name: 'sqlite-only-in-store',
			comment:
				"Every SQL statement lives in a tree's store/: nothing else uses the database driver.",
			severity: 'error',
			from: {
				path: SERVER,
				pathNot: `${ TESTS }|^(platform|wp-stand-in|service)/store/|^platform/context\\.ts$`,
			},
			to: { path: '^node_modules/better-sqlite3/' },
		},
		...treeRules,
		...layerRules,
		{
			name: 'service-only-from-its-build',
			comment:
				'Outside the servers, only the plugin build reads what the service declares (the visitor paths it answers).',
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
