/**
 * The plugin's scripts that WordPress loads translations for (wp_set_script_translations), by
 * their path in the plugin, and which source files' strings each needs. A lazily loaded chunk has
 * no handle of its own: its strings travel with the script that loads it.
 */
import { blockFolders } from '../../extensions/folders';

export interface TranslatedScript {
	/** The built file, relative to the plugin: WordPress names the JSON after its md5. */
	file: string;
	/** Whether a source file's strings belong to the script. */
	usedIn: ( source: string ) => boolean;
}

const isCode = ( source: string ) => ! source.endsWith( '.php' );

export function translatedScripts(): TranslatedScript[] {
	const viewScripts = blockFolders()
		.filter( ( folder ) => folder.metadata.viewScript )
		.map( ( folder ) => ( {
			file: `build/blocks/${ folder.slug }/view.js`,
			usedIn: ( source: string ) =>
				source.startsWith( `extensions/blocks/${ folder.slug }/` ) ||
				source.startsWith( 'shared/' ),
		} ) );
	return [
		// Every block and editor plugin, their block.json strings included: the editor
		// registers each block from its block.json and translates it there.
		{ file: 'build/editor.js', usedIn: isCode },
		{
			file: 'build/admin.js',
			usedIn: ( source ) =>
				source.startsWith( 'plugin/admin' ) ||
				source.startsWith( 'src/admin/' ) ||
				source.startsWith( 'shared/' ),
		},
		...viewScripts,
	];
}
