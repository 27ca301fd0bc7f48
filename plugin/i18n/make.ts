/**
 * `npm run i18n`: brings languages/ up to the code. Writes the template (tessera.pot) and, for
 * each translated locale, its PO (new strings added empty, strings the code dropped removed),
 * its MO and its per-script JSON files. Translators then fill the PO's empty entries and run it
 * again.
 */
import {
	existsSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { po } from 'gettext-parser';

import { untranslated } from './catalog';
import { languageFiles, locales, TEXT_DOMAIN } from './outputs';

const root = join( __dirname, '..', '..' );
const dir = join( root, 'languages' );

const withoutDate = ( text: string ) =>
	text.replace( /^"POT-Creation-Date: .*$/m, '' );

/** A file whose only change would be its creation date is left as it is. */
function unchanged( file: string, content: Buffer | string ) {
	return (
		existsSync( file ) &&
		withoutDate( readFileSync( file, 'utf8' ) ) ===
			withoutDate( content.toString() )
	);
}

async function main() {
	const files = await languageFiles( root );
	for ( const [ name, content ] of files ) {
		if ( ! unchanged( join( dir, name ), content ) ) {
			writeFileSync( join( dir, name ), content );
			console.log( `Wrote languages/${ name }` );
		}
	}
	for ( const name of readdirSync( dir ) ) {
		if (
			name.startsWith( `${ TEXT_DOMAIN }-` ) &&
			! files.has( name ) &&
			name.endsWith( '.json' )
		) {
			rmSync( join( dir, name ) );
			console.log( `Removed languages/${ name }, which no script uses` );
		}
	}
	for ( const locale of locales( dir ) ) {
		const translation = po.parse(
			readFileSync( join( dir, `${ TEXT_DOMAIN }-${ locale }.po` ) )
		);
		const missing = untranslated( translation ).length;
		console.log(
			`${ locale }: ${ missing } of the strings still to translate.`
		);
	}
}

main();
