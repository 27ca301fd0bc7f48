/**
 * Two copies of these packages break the editor ("Cannot unlock an object that was not locked
 * before", stores registered twice, blocks unknown to one registry): each must be installed once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MUST_BE_SINGLE = [
	'@wordpress/private-apis',
	'@wordpress/data',
	'@wordpress/components',
	'@wordpress/block-editor',
	'@wordpress/blocks',
	'@wordpress/element',
];

/** Every installed copy of every package under a node_modules folder, nested ones included. */
function findInstalledPackages(
	nodeModules: string,
	found: Map< string, string[] > = new Map()
): Map< string, string[] > {
	if ( ! existsSync( nodeModules ) ) {
		return found;
	}
	for ( const entry of readdirSync( nodeModules, { withFileTypes: true } ) ) {
		if ( ! entry.isDirectory() || entry.name.startsWith( '.' ) ) {
			continue;
		}
		const dirs = entry.name.startsWith( '@' )
			? readdirSync( join( nodeModules, entry.name ), {
					withFileTypes: true,
				} )
					.filter( ( scoped ) => scoped.isDirectory() )
					.map( ( scoped ) => join( entry.name, scoped.name ) )
			: [ entry.name ];
		for ( const dir of dirs ) {
			const packageDir = join( nodeModules, dir );
			const manifest = join( packageDir, 'package.json' );
			if ( existsSync( manifest ) ) {
				const { name, version } = JSON.parse(
					readFileSync( manifest, 'utf8' )
				);
				found.set( name, [
					...( found.get( name ) ?? [] ),
					`${ version } at ${ packageDir }`,
				] );
			}
			findInstalledPackages( join( packageDir, 'node_modules' ), found );
		}
	}
	return found;
}

describe( 'single copies of the editor packages', () => {
	const installed = findInstalledPackages(
		join( __dirname, '..', '..', 'node_modules' )
	);

	it( 'finds the packages it checks (the walk works)', () => {
		expect( installed.get( 'react' ) ).toHaveLength( 1 );
		expect( installed.size ).toBeGreaterThan( 100 );
	} );

	it.each( MUST_BE_SINGLE )( '%s is installed once', ( name ) => {
		expect( installed.get( name ) ?? [] ).toHaveLength( 1 );
	} );
} );
