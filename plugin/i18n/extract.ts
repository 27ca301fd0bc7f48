/**
 * Tessera's translation template (POT): every string of the TypeScript and TSX code and of the
 * plugin's PHP as @wp-blocks/make-pot (a port of WP-CLI's `i18n make-pot`) extracts them, with
 * translator comments and plural forms, and every block.json string with its context.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseCliArgs } from '@wp-blocks/make-pot/lib/cli/parseCli.js';
import { parsePHPFile } from '@wp-blocks/make-pot/lib/extractors/php.js';
import { exec } from '@wp-blocks/make-pot/lib/parser/exec.js';
import {
	po,
	type GetTextTranslation,
	type GetTextTranslations,
} from 'gettext-parser';

import { blockJsonStrings } from './block-json-strings';
import { addEntry, entriesOf, sorted } from './catalog';

/**
 * Where Tessera's strings are: the editor side, the entry points, the plugin, and the server's
 * visitor-facing text (the Like button and share links under a post).
 */
const SOURCES = [
	'extensions/**',
	'shared/**',
	'src/**',
	'plugin/**',
	'platform/**',
	'service/**',
];

/**
 * What the extractor finds in the code and the plugin's PHP. Its own block.json reading is left
 * out: it writes WordPress's context (`block title`) as a comment instead of a context, and
 * names every file `block.json`.
 *
 * @param root The repository.
 */
async function extractCode( root: string ): Promise< GetTextTranslations > {
	const args = parseCliArgs( {
		_: [ root ],
		slug: 'tessera',
		domain: 'plugin',
		include: SOURCES.join( ',' ),
		exclude: 'test,__tests__',
		charset: 'utf-8',
		location: true,
		silent: true,
		skipBlockJson: true,
		// The audit (placeholders without a `translators:` comment) is advice to read, and it
		// writes audit.log where it runs.
		skipAudit: true,
	} );
	// The plugin's header (name, description, author) is translated as WordPress shows it in
	// the plugins list; the extractor looks for it at the root, where this repository has none.
	args.headers = {
		...args.options.headers,
		...parsePHPFile(
			readFileSync( join( root, 'plugin', 'tessera.php' ), 'utf8' )
		),
	};
	const code = po.parse( await exec( args ) );
	for ( const entry of entriesOf( code ) ) {
		asExtractedComment( entry );
	}
	return code;
}

/**
 * The extractor hands a `translators:` comment over as a translator's own comment (`# `);
 * WordPress's templates carry it as a comment from the code (`#. translators: …`), and a
 * translator's own comments stay theirs when the template is merged into a translation.
 *
 * @param entry One extracted string.
 */
function asExtractedComment( entry: GetTextTranslation ) {
	const { translator, ...comments } = entry.comments ?? {};
	if ( translator ) {
		entry.comments = {
			...comments,
			extracted: `translators: ${ translator }`,
		};
	}
}

/**
 * The template: the code's strings and the block.json strings, in a stable order.
 *
 * @param root The repository.
 */
export async function extractTemplate(
	root: string
): Promise< GetTextTranslations > {
	const template = await extractCode( root );
	for ( const entry of blockJsonStrings( root ) ) {
		addEntry( template, entry );
	}
	return sorted( template );
}
