import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	readlinkSync,
	renameSync,
	rmSync,
	statSync,
	symlinkSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

import { run } from './process';

export type DebianSuite = 'forky' | 'trixie';

/**
 * The oldest WordPress branch each Debian suite may give: an older one means the archive is not
 * what the tests expect. The testing suite follows WordPress's releases, so a newer branch there
 * is the current release and is taken.
 */
const BRANCH: Record< DebianSuite, string > = {
	forky: '7.1',
	trixie: '6.8',
};

/** Whether `version` (7.1.3) belongs to `branch` (7.1) or a later one. */
function isBranchOrLater( version: string, branch: string ): boolean {
	const [ major, minor ] = version.split( '.' ).map( Number );
	const [ wantedMajor, wantedMinor ] = branch.split( '.' ).map( Number );
	return (
		major > wantedMajor || ( major === wantedMajor && minor >= wantedMinor )
	);
}

/** WordPress, its default theme, and the packages its symlinks point into. */
const PACKAGES = [
	'wordpress',
	'wordpress-theme-twentytwentyfive',
	'libjs-jquery-ui',
	'libjs-lodash',
	'libjs-underscore',
	'libjs-cropper',
	'libphp-phpmailer',
	'php-getid3',
];

const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';

/**
 * The folder WordPress trees are kept in: `$XDG_CACHE_HOME/tessera`, else `~/.cache/tessera`,
 * else (no home) `/tmp/.cache/tessera`.
 */
export function cacheFolder(): string {
	const home = process.env.HOME ? homedir() : '';
	const base =
		process.env.XDG_CACHE_HOME ||
		( home ? join( home, '.cache' ) : '/tmp/.cache' );
	return join( base, 'tessera' );
}

/**
 * The version of the WordPress tree at `root`, from `wp-includes/version.php`.
 *
 * @param root A WordPress tree.
 */
export function wordPressVersion( root: string ): string {
	const source = readFileSync(
		join( root, 'wp-includes', 'version.php' ),
		'utf8'
	);
	const match = /\$wp_version\s*=\s*'([^']+)'/.exec( source );
	if ( ! match ) {
		throw new Error(
			`No $wp_version in ${ root }/wp-includes/version.php`
		);
	}
	return match[ 1 ];
}

/**
 * The machine's own Debian archive, from the deb822 sources that serve its release.
 */
function debianArchive(): string {
	const folder = '/etc/apt/sources.list.d';
	const files = existsSync( folder )
		? readdirSync( folder ).filter( ( name ) =>
				name.endsWith( '.sources' )
			)
		: [];
	for ( const file of files ) {
		for ( const stanza of readFileSync(
			join( folder, file ),
			'utf8'
		).split( /\n\s*\n/ ) ) {
			const field = ( name: string ) =>
				new RegExp( `^${ name }:\\s*(.+)$`, 'im' )
					.exec( stanza )?.[ 1 ]
					.split( /\s+/ ) ?? [];
			const suites = field( 'Suites' );
			const uri = field( 'URIs' ).find( ( value ) =>
				/\/debian\/?$/.test( value )
			);
			// The release itself ("bookworm"), not -updates or -security.
			if ( uri && suites.some( ( suite ) => /^[a-z]+$/.test( suite ) ) ) {
				return uri;
			}
		}
	}
	return 'http://deb.debian.org/debian';
}

/**
 * The symlinks in `folder` and its subfolders.
 *
 * @param folder Where to look.
 */
function symlinks( folder: string ): string[] {
	return readdirSync( folder, { withFileTypes: true } ).flatMap(
		( entry ) => {
			const path = join( folder, entry.name );
			if ( entry.isDirectory() ) {
				return symlinks( path );
			}
			return entry.isSymbolicLink() ? [ path ] : [];
		}
	);
}

/**
 * Makes the symlinks of the packages unpacked in `root` work outside the system: a link to an
 * absolute path the packages provide points into `root` instead; then a link whose target
 * exists nowhere is removed, as is the `.htaccess` link to /etc/wordpress.
 *
 * @param root Where the packages were unpacked.
 */
function relink( root: string ): void {
	const links = symlinks( root );
	for ( const link of links ) {
		const target = readlinkSync( link );
		if ( target.startsWith( '/' ) && existsSync( root + target ) ) {
			unlinkSync( link );
			symlinkSync( root + target, link );
		}
	}
	for ( const link of links ) {
		if ( link.endsWith( '/.htaccess' ) || ! existsSync( link ) ) {
			unlinkSync( link );
		}
	}
}

/**
 * Downloads Debian's `packages` from `suite` with a private apt configuration (the machine's
 * sources stay as they are) and unpacks them all into one folder, which it returns.
 *
 * @param suite    Debian's suite.
 * @param work     An empty folder to work in.
 * @param packages The packages' names.
 */
async function downloadPackages(
	suite: DebianSuite,
	work: string,
	packages: string[]
): Promise< string > {
	const lists = join( work, 'lists' );
	const cache = join( work, 'cache' );
	const debs = join( work, 'debs' );
	const unpacked = join( work, 'unpacked' );
	for ( const folder of [
		join( lists, 'partial' ),
		join( cache, 'archives', 'partial' ),
		debs,
		unpacked,
	] ) {
		mkdirSync( folder, { recursive: true } );
	}
	writeFileSync(
		join( work, 'sources.list' ),
		`deb [signed-by=${ KEYRING }] ${ debianArchive() } ${ suite } main\n`
	);
	// The machine's hooks (PackageKit, AppStream) are about its own lists, not these.
	writeFileSync(
		join( work, 'apt.conf' ),
		'#clear APT::Update::Post-Invoke;\n#clear APT::Update::Post-Invoke-Success;\n'
	);
	const apt = [
		'-q',
		'-c',
		join( work, 'apt.conf' ),
		'-o',
		`Dir::Etc::sourcelist=${ join( work, 'sources.list' ) }`,
		'-o',
		'Dir::Etc::sourceparts=-',
		'-o',
		`Dir::State::Lists=${ lists }`,
		'-o',
		`Dir::Cache=${ cache }`,
		// As root, apt would hand the download to the `_apt` user, who cannot write here.
		...( process.getuid?.() === 0
			? [ '-o', 'APT::Sandbox::User=root' ]
			: [] ),
	];
	await run( 'apt-get', [ ...apt, 'update' ] );
	await run( 'apt-get', [ ...apt, 'download', ...packages ], debs );
	for ( const deb of readdirSync( debs ) ) {
		await run( 'dpkg-deb', [ '-x', join( debs, deb ), unpacked ] );
	}
	return unpacked;
}

/**
 * Builds a plain WordPress tree in `tree` from Debian's packages of `suite`.
 *
 * @param suite Debian's suite.
 * @param work  An empty folder to work in.
 * @param tree  Where the tree goes.
 */
async function build(
	suite: DebianSuite,
	work: string,
	tree: string
): Promise< void > {
	const unpacked = await downloadPackages( suite, work, PACKAGES );
	const wordpress = join( unpacked, 'usr', 'share', 'wordpress' );
	relink( unpacked );
	await run( 'cp', [ '-rL', wordpress, tree ] );
	// Debian's wp-config.php reads /etc/wordpress; a site writes its own.
	rmSync( join( tree, 'wp-config.php' ), { force: true } );
	for ( const required of [
		'wp-admin/index.php',
		'wp-includes/version.php',
		'wp-content/themes/twentytwentyfive/style.css',
		'wp-includes/js/dist/vendor/lodash.min.js',
		'wp-includes/PHPMailer/PHPMailer.php',
	] ) {
		if ( ! existsSync( join( tree, required ) ) ) {
			throw new Error( `The WordPress tree lacks ${ required }` );
		}
	}
}

/**
 * The folder `cacheFolder()/<prefix><version>` that `make` builds, made on the first call only:
 * `make` builds it in a work folder beside it, and it is renamed into place, so a half-finished
 * one is never used.
 *
 * @param prefix What the cached folder's name starts with.
 * @param marker A file the finished folder holds (another process may have finished it first).
 * @param make   Builds the folder in the empty work folder it is given; returns where and its version.
 */
async function cached(
	prefix: string,
	marker: string,
	make: ( work: string ) => Promise< { folder: string; version: string } >
): Promise< string > {
	const cache = cacheFolder();
	mkdirSync( cache, { recursive: true } );
	const found = readdirSync( cache )
		.filter( ( name ) => name.startsWith( prefix ) )
		.sort( ( a, b ) => b.localeCompare( a, 'en', { numeric: true } ) );
	if ( found.length > 0 ) {
		return join( cache, found[ 0 ] );
	}
	// Left by a run that was killed while it downloaded.
	for ( const name of readdirSync( cache ) ) {
		const path = join( cache, name );
		if (
			name.startsWith( `.${ prefix }` ) &&
			( statSync( path, { throwIfNoEntry: false } )?.mtimeMs ??
				Infinity ) <
				Date.now() - 3600_000
		) {
			rmSync( path, { recursive: true, force: true } );
		}
	}
	const work = mkdtempSync( join( cache, `.${ prefix }` ) );
	try {
		const { folder, version } = await make( work );
		const target = join( cache, prefix + version );
		try {
			renameSync( folder, target );
		} catch ( error ) {
			// Another process finished the same folder first: use it.
			if ( ! existsSync( join( target, marker ) ) ) {
				throw error;
			}
		}
		return target;
	} finally {
		rmSync( work, { recursive: true, force: true } );
	}
}

/**
 * Returns the path of a ready WordPress tree (wp-admin, wp-includes, wp-content with the theme
 * twentytwentyfive; no wp-config.php) built from Debian's packages of `suite`: "forky" (testing)
 * packages WordPress 7.1 (or the release after it, once Debian has it), "trixie" (stable) 6.8. The tree is kept in
 * `cacheFolder()/wordpress-<suite>-<version>`, so only the first call downloads.
 *
 * @param suite Debian's suite.
 */
export function fetchWordPress( suite: DebianSuite ): Promise< string > {
	return cached( `wordpress-${ suite }-`, 'wp-includes', async ( work ) => {
		const tree = join( work, 'wordpress' );
		await build( suite, work, tree );
		const version = wordPressVersion( tree );
		if ( ! isBranchOrLater( version, BRANCH[ suite ] ) ) {
			throw new Error(
				`Debian ${ suite } packages WordPress ${ version }, older than ${ BRANCH[ suite ] }`
			);
		}
		return { folder: tree, version };
	} );
}

/**
 * Only Debian's stable suite packages WordPress's own translations (`wordpress-l10n`); the
 * testing suite has none. They are made for its WordPress (6.8): on a later one, the strings
 * core added since stay English.
 */
const CORE_TRANSLATIONS_SUITE: DebianSuite = 'trixie';

/**
 * Returns a folder holding WordPress's own translation files for `locale` (`fr_FR.mo`,
 * `admin-fr_FR.mo`, ...: what goes in a site's wp-content/languages), taken from Debian's
 * `wordpress-l10n` and kept in `cacheFolder()/wordpress-l10n-<locale>-<version>`.
 *
 * @param locale A WordPress locale that package holds, e.g. fr_FR.
 */
export function fetchCoreTranslations( locale: string ): Promise< string > {
	if ( ! /^[a-z]{2,3}(_[A-Z]{2})?$/.test( locale ) ) {
		throw new Error( `Not a WordPress locale: ${ locale }` );
	}
	return cached(
		`wordpress-l10n-${ locale }-`,
		`${ locale }.mo`,
		async ( work ) => {
			const unpacked = await downloadPackages(
				CORE_TRANSLATIONS_SUITE,
				work,
				[ 'wordpress-l10n' ]
			);
			const languages = join(
				unpacked,
				'usr/share/wordpress/wp-content/languages'
			);
			const folder = join( work, 'languages' );
			mkdirSync( folder );
			const files = readdirSync( languages ).filter(
				( name ) =>
					name === `${ locale }.mo` ||
					name.endsWith( `-${ locale }.mo` )
			);
			if ( ! files.includes( `${ locale }.mo` ) ) {
				throw new Error(
					`Debian's wordpress-l10n has no ${ locale }.mo`
				);
			}
			for ( const name of files ) {
				renameSync( join( languages, name ), join( folder, name ) );
			}
			const deb = readdirSync( join( work, 'debs' ) )[ 0 ];
			// wordpress-l10n_6.8.12+dfsg1-0+deb13u1_all.deb
			const version = /^wordpress-l10n_(\d+(?:\.\d+)+)/.exec(
				deb
			)?.[ 1 ];
			if ( ! version ) {
				throw new Error( `No version in ${ deb }` );
			}
			return { folder, version };
		}
	);
}
