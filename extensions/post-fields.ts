/**
 * Post meta and extra post fields that Tessera's editor plugins add to the posts endpoint, each
 * declared by the plugin that uses it (the `postMeta` and `postFields` of its `post-fields.ts`)
 * and gathered here for the server, in folder order. The server exposes meta under `meta` (as
 * register_post_meta with `show_in_rest` does) and fields at the top level of the post (as
 * register_rest_field does), validates every write against `type`, and fills `default` when
 * nothing is stored.
 */
import type {
	PostFieldDefinition,
	PostMetaDefinition,
} from '../shared/post-fields/types';
import { blockFolders, folderFile, loadModule, pluginFolders } from './folders';

interface PluginPostFields {
	postMeta?: Record< string, PostMetaDefinition >;
	postFields?: Record< string, PostFieldDefinition >;
}

// A block may declare meta too: the payment button's product post type keeps its fields in meta.
const declarations = [ ...pluginFolders(), ...blockFolders() ].flatMap(
	( folder ) => {
		const file = folderFile( folder, 'post-fields.ts' );
		return file ? [ loadModule< PluginPostFields >( file ) ] : [];
	}
);

/**
 * One table of every plugin's declarations of one kind; a key declared twice throws, as
 * WordPress would keep only one of them.
 *
 * @param kind `postMeta` or `postFields`.
 */
function gather< Kind extends keyof PluginPostFields >(
	kind: Kind
): NonNullable< PluginPostFields[ Kind ] > {
	const table: Record< string, unknown > = {};
	for ( const declaration of declarations ) {
		for ( const [ key, definition ] of Object.entries(
			declaration[ kind ] ?? {}
		) ) {
			if ( key in table ) {
				throw new Error( `${ kind } ${ key } is declared twice.` );
			}
			table[ key ] = definition;
		}
	}
	return table as NonNullable< PluginPostFields[ Kind ] >;
}

export const postMeta = gather( 'postMeta' );
export const postFields = gather( 'postFields' );
