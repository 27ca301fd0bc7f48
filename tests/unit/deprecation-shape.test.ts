/**
 * Every block keeps its earlier saved shapes in one way: `deprecated/` holding `v1`, `v2` … (one
 * file each, numbered from 1 without a gap) and an `index.ts` exporting `deprecated`, the list
 * newest first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockFolders } from '../../extensions/folders';

const VERSION_FILE = /^v(\d+)\.tsx?$/;

/** The problems of one block folder's deprecations; none when it has none. */
function deprecationProblems( dir: string ): string[] {
	const problems = [ 'deprecated.ts', 'deprecated.tsx' ]
		.filter( ( file ) => existsSync( join( dir, file ) ) )
		.map(
			( file ) =>
				`${ file } should be deprecated/v1.ts … and deprecated/index.ts`
		);
	const folder = join( dir, 'deprecated' );
	if ( ! existsSync( folder ) ) {
		return problems;
	}
	const files = readdirSync( folder ).filter(
		( file ) => file !== 'index.ts'
	);
	const versions = files
		.map( ( file ) => VERSION_FILE.exec( file )?.[ 1 ] )
		.map( Number )
		.filter( ( version ) => version > 0 )
		.sort( ( a, b ) => a - b );
	if ( ! versions.length ) {
		problems.push( 'deprecated/ holds no vN file' );
	}
	versions.forEach( ( version, index ) => {
		if ( version !== index + 1 ) {
			problems.push( `deprecated/ skips v${ index + 1 }` );
		}
	} );
	const index = join( folder, 'index.ts' );
	if ( ! existsSync( index ) ) {
		return [ ...problems, 'deprecated/index.ts is missing' ];
	}
	const newestFirst = [ ...versions ]
		.reverse()
		.map( ( version ) => `v${ version }` )
		.join( ', ' );
	const list = /export const deprecated = \[\s*([^\]]*?)\s*\]/.exec(
		readFileSync( index, 'utf8' )
	);
	if ( list?.[ 1 ].replace( /\s+/g, ' ' ) !== newestFirst ) {
		problems.push(
			`deprecated/index.ts should export const deprecated = [ ${ newestFirst } ]`
		);
	}
	// Other files beside the versions are helpers they share (contact-form's submit button).
	return problems;
}

describe( 'deprecations', () => {
	it.each( blockFolders().map( ( folder ) => [ folder.slug, folder.dir ] ) )(
		'%s keeps them in deprecated/, one file per version, newest first',
		( _slug, dir ) => {
			expect( deprecationProblems( dir ) ).toStrictEqual( [] );
		}
	);
} );
