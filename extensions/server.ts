/**
 * The blocks the server renders (the analogue of PHP render callbacks), read by the server for the
 * visitor page and /wp/v2/block-renderer: every block folder with a `render.ts`, whose `render`
 * export (typed with the block's attributes in that file) gets the attributes with block.json
 * defaults applied, the saved inner HTML and the render context.
 */
import type { ServerBlockModule } from '../shared/server-render/types';
import { blockFolders, folderFile, loadModule } from './folders';

/**
 * The `render` export of a render.ts; anything else throws, so that a block meant to be
 * rendered never falls back to its saved HTML unnoticed.
 *
 * @param file The render.ts path.
 */
function loadRender(
	file: string
): NonNullable< ServerBlockModule[ 'render' ] > {
	const { render } = loadModule< { render?: unknown } >( file );
	if ( typeof render !== 'function' ) {
		throw new Error( `${ file } does not export a render function.` );
	}
	return render as NonNullable< ServerBlockModule[ 'render' ] >;
}

export const serverBlocks: ServerBlockModule[] = blockFolders().flatMap(
	( folder ) => {
		const file = folderFile( folder, 'render.ts' );
		return file
			? [ { metadata: folder.metadata, render: loadRender( file ) } ]
			: [];
	}
);
