/**
 * The translations check in `npm test`: languages/ is what `npm run i18n` would write from the
 * code as it is (the template holds every string, and only those), and every locale translates
 * every string. Line numbers in references and the template's date are not compared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { po } from 'gettext-parser';

import { untranslated } from './catalog';
import { comparable, languageFiles, locales, TEXT_DOMAIN } from './outputs';

const root = join( __dirname, '..', '..' );
const dir = join( root, 'languages' );

const isText = ( name: string ) => /\.pot?$/.test( name );

async function main() {
	const problems: string[] = [];
	const files = await languageFiles( root );
	for ( const [ name, expected ] of files ) {
		const file = join( dir, name );
		if ( ! existsSync( file ) ) {
			problems.push( `languages/${ name } is missing.` );
			continue;
		}
		const actual = readFileSync( file );
		const same = isText( name )
			? comparable( actual.toString() ) ===
				comparable( expected.toString() )
			: actual.equals( Buffer.from( expected ) );
		if ( ! same ) {
			problems.push( `languages/${ name } is out of date.` );
		}
	}
	for ( const name of readdirSync( dir ) ) {
		if ( name.endsWith( '.json' ) && ! files.has( name ) ) {
			problems.push( `languages/${ name } belongs to no script.` );
		}
	}
	for ( const locale of locales( dir ) ) {
		const missing = untranslated(
			po.parse(
				readFileSync( join( dir, `${ TEXT_DOMAIN }-${ locale }.po` ) )
			)
		);
		if ( missing.length ) {
			problems.push(
				`${ locale } leaves ${ missing.length } strings untranslated, first: ${ JSON.stringify(
					missing.slice( 0, 3 ).map( ( entry ) => entry.msgid )
				) }.`
			);
		}
	}
	if ( problems.length ) {
		console.error(
			[
				...problems,
				'Run `npm run i18n`, then translate what is new.',
			].join( '\n' )
		);
		process.exit( 1 );
	}
	console.log(
		`languages/ is current: ${ files.size } files, ${ locales( dir ).join( ', ' ) } fully translated.`
	);
}

main();
