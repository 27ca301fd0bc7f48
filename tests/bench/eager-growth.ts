/**
 * What each group of blocks and editor plugins adds to the editor's eager JavaScript (build/editor/index.js, the
 * code every editor start runs): the editor is built again without the group's blocks
 * (TESSERA_WITHOUT) and the two bundles' gzip sizes compared, against the group's budget.
 *
 *   node --import tsx tests/bench/eager-growth.ts [group name…]
 * Also run by `npm run bench` after its builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join( __dirname, '..', '..' );

interface Group {
	name: string;
	/** The issue's limit, when it sets one. */
	budget?: number;
	slugs: string[];
}

/** The groups the issues give a budget (block and editor plugin folders), in bytes of gzip. */
const GROUPS: Group[] = [
	{
		name: 'Embeds',
		budget: 3072,
		slugs: [
			'eventbrite',
			'gif',
			'google-calendar',
			'opentable',
			'pinterest',
		],
	},
	{
		name: 'Image blocks',
		budget: 3072,
		slugs: [ 'image-compare', 'slideshow', 'tiled-gallery' ],
	},
	{
		name: 'Players',
		budget: 4096,
		slugs: [ 'podcast-player', 'story', 'videopress' ],
	},
	{
		name: 'Payments',
		slugs: [ 'donations', 'recurring-payments', 'simple-payments' ],
	},
	{
		name: 'Audience',
		budget: 4096,
		slugs: [
			'subscriptions',
			'mailchimp',
			'revue',
			'repeat-visitor',
			'related-posts',
			'send-a-message',
			'whatsapp-button',
			'wordads',
		],
	},
	{ name: 'Map', budget: 2048, slugs: [ 'map' ] },
	{
		name: 'Sharing',
		budget: 3072,
		slugs: [ 'instagram-gallery', 'publicize', 'unroll' ],
	},
	{ name: 'External media', budget: 3072, slugs: [ 'external-media' ] },
];

const gzipOf = ( file: string ) => gzipSync( readFileSync( file ) ).length;

function buildWithout( slugs: string[] ): void {
	const result = spawnSync(
		'npx',
		[ 'webpack', '--mode', 'production', '--config-name', 'editor' ],
		{
			cwd: root,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
			env: { ...process.env, TESSERA_WITHOUT: slugs.join( ',' ) },
		}
	);
	if ( result.status !== 0 ) {
		throw new Error( `The build without ${ slugs.join( ', ' ) } failed.` );
	}
}

/** Prints each group's growth; false when one is over its budget. */
export function benchEagerGrowth( only: string[] = [] ): boolean {
	const full = gzipOf( join( root, 'build', 'editor', 'index.js' ) );
	console.log(
		"\nEditor's eager JavaScript each group of extensions adds (gzip)"
	);
	let withinBudgets = true;
	for ( const group of GROUPS ) {
		if ( only.length && ! only.includes( group.name ) ) {
			continue;
		}
		const slugs = group.slugs.filter(
			( slug ) =>
				existsSync( join( root, 'extensions', 'blocks', slug ) ) ||
				existsSync( join( root, 'extensions', 'plugins', slug ) )
		);
		if ( ! slugs.length ) {
			continue;
		}
		buildWithout( slugs );
		const growth =
			full -
			gzipOf( join( root, 'build-without', 'editor', 'index.js' ) );
		const within = group.budget === undefined || growth <= group.budget;
		withinBudgets &&= within;
		const verdict =
			group.budget === undefined
				? 'no budget'
				: `${ within ? 'within' : 'OVER' } ${ group.budget } B`;
		console.log(
			`${ group.name.padEnd( 20 ) }${ `${ growth } B`.padStart( 9 ) }  ${ verdict }  (${ slugs.join( ', ' ) })`
		);
	}
	return withinBudgets;
}

if ( require.main === module ) {
	benchEagerGrowth( process.argv.slice( 2 ) );
}
