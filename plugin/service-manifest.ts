/**
 * What the plugin's PHP needs to know of the Tessera service (build/service.json): which blocks
 * the service renders, and which visitor requests go to it.
 */
import { blockFolders, folderFile } from '../extensions/folders';
import { VISITOR_PATHS } from '../service/wordpress-sites/visitor-paths';

export interface ServiceManifest {
	/** Blocks with a server render (a `render.ts`), and those that need the service to show at all. */
	renderedBlocks: string[];
	/** Path prefixes of the visitor's requests the service answers. */
	visitorPaths: readonly string[];
}

export function serviceManifest(): ServiceManifest {
	return {
		renderedBlocks: blockFolders()
			.filter(
				( folder ) =>
					folderFile( folder, 'render.ts' ) ||
					(
						folder.metadata as {
							tessera?: { needsConnection?: boolean };
						}
					 ).tessera?.needsConnection
			)
			.map( ( folder ) => folder.metadata.name )
			.sort(),
		visitorPaths: VISITOR_PATHS,
	};
}
