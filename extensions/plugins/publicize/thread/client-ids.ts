import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * The editor's client id of a block the server named: a client id as sent, or for an inner block
 * `<clientId>:<i>.<j>`, its place under that block (the server only knows the blocks it was sent).
 *
 * @param id       The name the server gave.
 * @param getBlock The block editor's getBlock.
 */
export function resolveClientId(
	id: string,
	getBlock: ( clientId: string ) => BlockInstance | null
): string {
	const [ root, path ] = id.split( ':' );
	if ( path === undefined ) {
		return id;
	}
	let block = getBlock( root );
	for ( const index of path.split( '.' ) ) {
		block = block?.innerBlocks[ Number( index ) ] ?? null;
	}
	return block?.clientId ?? id;
}
