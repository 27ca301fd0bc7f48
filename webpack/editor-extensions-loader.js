const path = require( 'path' );

/**
 * Writes extensions/editor.ts for the editor bundle: one static import of each extension
 * folder's index.ts, in the order extensions/folders.ts gives them, exported as the `blocks` and
 * `plugins` lists, a plugin with a plugin.json with it written in as `metadata`. Static imports let
 * webpack hoist the modules into the bundle; a run-time list of modules (require.context) would
 * cost each of them a module wrapper in the editor's eager JavaScript.
 *
 * @param {string[]}                           blocks  Paths of the block modules.
 * @param {{file: string, metadata: Object}[]} plugins Paths of the plugin modules and their plugin.json.
 * @return {string} The module's source.
 */
function editorExtensionsSource( blocks, plugins ) {
	const importAs = ( name, file ) =>
		`import * as ${ name } from ${ JSON.stringify( file ) };`;
	return [
		...blocks.map( ( file, index ) => importAs( `block${ index }`, file ) ),
		...plugins.map( ( { file }, index ) =>
			importAs( `plugin${ index }`, file )
		),
		`export const blocks = [ ${ blocks
			.map( ( _file, index ) => `block${ index }` )
			.join( ', ' ) } ];`,
		`export const plugins = [ ${ plugins
			.map( ( { metadata }, index ) =>
				Object.keys( metadata ).length
					? `{ ...plugin${ index }, metadata: ${ JSON.stringify(
							metadata
						) } }`
					: `plugin${ index }`
			)
			.join( ', ' ) } ];`,
		'',
	].join( '\n' );
}

/**
 * The module rule that applies this loader to extensions/editor.ts, with the folders' modules.
 *
 * @param {string}      root    The repository root.
 * @param {Object}      folders extensions/folders.ts.
 * @param {Set<string>} without Slugs of blocks and plugins to leave out.
 * @return {Object} A webpack rule.
 */
function editorExtensionsRule( root, folders, without = new Set() ) {
	return {
		resource: path.join( root, 'extensions', 'editor.ts' ),
		loader: __filename,
		options: {
			blocks: folders
				.blockFolders()
				.filter( ( folder ) => ! without.has( folder.slug ) )
				.map( folders.indexFile ),
			plugins: folders
				.pluginFolders()
				.filter( ( folder ) => ! without.has( folder.slug ) )
				.map( ( folder ) => ( {
					file: folders.indexFile( folder ),
					metadata: folder.metadata,
				} ) ),
		},
	};
}

module.exports = function editorExtensionsLoader() {
	const { blocks, plugins } = this.getOptions();
	return editorExtensionsSource( blocks, plugins );
};
module.exports.editorExtensionsRule = editorExtensionsRule;
