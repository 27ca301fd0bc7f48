/**
 * The translatable strings of every block.json, each with the context WordPress gives it
 * (`block title`, `block keyword`, `block variation title` …), as WordPress's block i18n schema
 * names them. WordPress translates these with the context, in PHP (register_block_type) and in
 * the editor (registerBlockType), so the template must carry it.
 */
import blockJsonSchema from '@wp-blocks/make-pot/lib/assets/block-i18n.js';
import type { GetTextTranslation } from 'gettext-parser';

import { blockFolders } from '../../extensions/folders';

type Schema = string | Schema[] | { [ key: string ]: Schema };

/** WordPress's schema, as the extractor ships it (a module whose default export it is). */
export const BLOCK_I18N_SCHEMA = ( ( blockJsonSchema as { default?: Schema } )
	.default ?? blockJsonSchema ) as Schema;

/**
 * The strings of one value that the schema marks, each with the schema's context.
 *
 * @param value  Part of a block.json.
 * @param schema The matching part of the schema.
 */
function stringsOf(
	value: unknown,
	schema: Schema
): { msgid: string; msgctxt: string }[] {
	if ( typeof schema === 'string' ) {
		return typeof value === 'string' && value !== ''
			? [ { msgid: value, msgctxt: schema } ]
			: [];
	}
	if ( Array.isArray( schema ) ) {
		return Array.isArray( value )
			? value.flatMap( ( item ) => stringsOf( item, schema[ 0 ] ) )
			: [];
	}
	if ( typeof value !== 'object' || value === null ) {
		return [];
	}
	const record = value as Record< string, unknown >;
	return Object.entries( schema ).flatMap( ( [ key, part ] ) =>
		stringsOf( record[ key ], part )
	);
}

/**
 * Every block.json's strings, with the block.json as reference.
 *
 * @param root The repository.
 */
export function blockJsonStrings( root: string ): GetTextTranslation[] {
	return blockFolders().flatMap( ( folder ) => {
		const reference = `${ folder.dir.slice( root.length + 1 ) }/block.json`;
		return stringsOf( folder.metadata, BLOCK_I18N_SCHEMA ).map(
			( string ) => ( {
				...string,
				msgstr: [ '' ],
				comments: { reference },
			} )
		);
	} );
}
