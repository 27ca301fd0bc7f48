/**
 * `npm run docs:blocks` writes each block README's attributes section from its block.json (and a
 * first README where a block has none); with `--check` (run by `npm test`) it changes nothing and
 * fails when a block's section differs from its block.json or a block or plugin folder has no
 * README.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blockFolders, pluginFolders } from '../../extensions/folders';
import { withAttributesSection } from './attributes-section';

const root = join( __dirname, '..', '..' );
const check = process.argv.includes( '--check' );
const problems: string[] = [];

function read( file: string ): string | undefined {
	return existsSync( file ) ? readFileSync( file, 'utf8' ) : undefined;
}

for ( const folder of blockFolders() ) {
	const file = join( folder.dir, 'README.md' );
	const name = relative( root, file );
	const current = read( file );
	let wanted: string;
	try {
		wanted = withAttributesSection( current, folder.metadata );
	} catch ( error ) {
		problems.push( `${ name }: ${ ( error as Error ).message }` );
		continue;
	}
	if ( wanted === current ) {
		continue;
	}
	if ( check ) {
		problems.push(
			current === undefined
				? `${ name } is missing.`
				: `${ name }: its attributes section differs from block.json.`
		);
	} else {
		writeFileSync( file, wanted );
		// eslint-disable-next-line no-console -- what it wrote is this script's output.
		console.log( `wrote ${ name }` );
	}
}

for ( const folder of pluginFolders() ) {
	const file = join( folder.dir, 'README.md' );
	if ( ! existsSync( file ) ) {
		problems.push( `${ relative( root, file ) } is missing.` );
	}
}

if ( problems.length ) {
	const advice = check
		? '\nRun `npm run docs:blocks` to write the attributes sections.'
		: '';
	// eslint-disable-next-line no-console -- the problems are this script's output.
	console.error( problems.join( '\n' ) + advice );
	process.exit( 1 );
}
