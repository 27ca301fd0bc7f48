/**
 * What languages/ holds, computed from the code and the translators' PO files: the template
 * (tessera.pot) and, for each locale, its PO brought up to the template, its MO (for PHP) and
 * one JSON file per script (for the editor and visitor scripts), named as WordPress looks for
 * them: `tessera-fr_FR.mo`, `tessera-fr_FR-<md5 of build/editor.js>.json`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MakeJsonCommand } from '@wp-blocks/make-pot/lib/parser/makeJson.js';
import { mo, po, type GetTextTranslations } from 'gettext-parser';

import { forFiles, mergeTranslation } from './catalog';
import { extractTemplate } from './extract';
import { translatedScripts } from './scripts';

export const TEXT_DOMAIN = 'tessera';

/** The locales translated: each has a `tessera-<locale>.po` in languages/. */
export function locales( dir: string ): string[] {
	return readdirSync( dir )
		.map( ( file ) =>
			/^tessera-([a-z]{2,3}(?:_[A-Z]{2})?)\.po$/.exec( file )
		)
		.filter( ( match ) => match !== null )
		.map( ( match ) => match[ 1 ] )
		.sort();
}

/**
 * One locale's per-script JSON files, by file name.
 *
 * @param translation The locale's PO.
 * @param locale      The locale.
 * @param root        The repository.
 */
function scriptTranslations(
	translation: GetTextTranslations,
	locale: string,
	root: string
): Map< string, string > {
	const writer = new MakeJsonCommand( {
		source: 'languages',
		destination: 'languages',
		paths: { cwd: root },
	} );
	const files = new Map< string, string >();
	for ( const script of translatedScripts() ) {
		const part = forFiles( translation, script.usedIn );
		const jed = writer.convertToJed(
			translation.headers,
			part.translations,
			script.file,
			locale
		);
		// The same PO gives the same file: dated by the translation, not by the build.
		jed[ 'translation-revision-date' ] =
			translation.headers[ 'PO-Revision-Date' ] ?? '';
		jed.source = script.file;
		const md5 = createHash( 'md5' ).update( script.file ).digest( 'hex' );
		files.set(
			`${ TEXT_DOMAIN }-${ locale }-${ md5 }.json`,
			JSON.stringify( jed ) + '\n'
		);
	}
	return files;
}

/**
 * Every file languages/ should hold, by name.
 *
 * @param root The repository.
 */
export async function languageFiles(
	root: string
): Promise< Map< string, Buffer | string > > {
	const dir = join( root, 'languages' );
	const template = await extractTemplate( root );
	const files = new Map< string, Buffer | string >( [
		[ `${ TEXT_DOMAIN }.pot`, po.compile( structuredClone( template ) ) ],
	] );
	for ( const locale of locales( dir ) ) {
		const name = `${ TEXT_DOMAIN }-${ locale }`;
		const translation = mergeTranslation(
			template,
			po.parse( readFileSync( join( dir, `${ name }.po` ) ) )
		);
		// The compilers change the table they are given.
		files.set(
			`${ name }.po`,
			po.compile( structuredClone( translation ) )
		);
		files.set(
			`${ name }.mo`,
			mo.compile( structuredClone( translation ) )
		);
		for ( const [ file, text ] of scriptTranslations(
			translation,
			locale,
			root
		) ) {
			files.set( file, text );
		}
	}
	return files;
}

/**
 * A PO or POT file as the check compares it: without its creation date and without the
 * references' line numbers, which move with every edit of the code.
 *
 * @param text The file's text.
 */
export function comparable( text: string ): string {
	return text
		.replace( /^"POT-Creation-Date: .*"\n/m, '' )
		.replace( /^(#: .*)$/gm, ( line ) => line.replace( /:\d+/g, '' ) );
}
