/**
 * Reads every Tessera block.json and turns its asset fields into webpack entries, so that
 * block.json stays the single source of truth for what a block loads where.
 */
const fs = require( 'fs' );
const path = require( 'path' );

/** Source files that may stand behind a built name used in block.json (`view.js`, `style.css`). */
const SOURCE_EXTENSIONS = {
	'.js': [ '.ts', '.tsx', '.js' ],
	'.ts': [ '.ts', '.tsx' ],
	'.tsx': [ '.tsx' ],
	'.css': [ '.scss', '.css' ],
	'.scss': [ '.scss' ],
};

function findBlockJsonFiles( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	const found = [];
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if (
			entry.isDirectory() &&
			entry.name !== 'test' &&
			entry.name !== 'node_modules'
		) {
			found.push( ...findBlockJsonFiles( full ) );
		} else if ( entry.name === 'block.json' ) {
			found.push( full );
		}
	}
	return found.sort();
}

/**
 * Resolves a block.json asset reference (`file:./view.ts`, or the built name `file:./view.js`)
 * to a source file in the block folder. Handles (`wp-components`) are not files: null.
 *
 * @param {string} blockDir  Folder holding the block.json.
 * @param {string} reference One asset reference.
 * @return {string|null} Absolute path of the source file.
 */
function resolveFileReference( blockDir, reference ) {
	if ( typeof reference !== 'string' || ! reference.startsWith( 'file:' ) ) {
		return null;
	}
	const named = path.resolve( blockDir, reference.slice( 'file:'.length ) );
	const extension = path.extname( named );
	const stem = named.slice( 0, named.length - extension.length );
	for ( const candidate of SOURCE_EXTENSIONS[ extension ] || [ extension ] ) {
		if ( fs.existsSync( stem + candidate ) ) {
			return stem + candidate;
		}
	}
	throw new Error(
		`${ path.join( blockDir, 'block.json' ) }: "${ reference }" names no file.`
	);
}

function fileReferences( blockDir, value ) {
	const list = Array.isArray( value ) ? value : [ value ];
	return list
		.map( ( reference ) => resolveFileReference( blockDir, reference ) )
		.filter( Boolean );
}

/**
 * @param {string} blocksDir extensions/blocks
 * @return {{ slug: string, viewScript: string[], style: string[], editorStyle: string[] }[]} Each
 *         block's slug and the source files of its assets.
 */
function readBlockAssets( blocksDir ) {
	return findBlockJsonFiles( blocksDir ).map( ( file ) => {
		const metadata = JSON.parse( fs.readFileSync( file, 'utf8' ) );
		const blockDir = path.dirname( file );
		if (
			typeof metadata.name !== 'string' ||
			! metadata.name.startsWith( 'tessera/' )
		) {
			throw new Error(
				`${ file }: the name must start with "tessera/".`
			);
		}
		return {
			slug: metadata.name.slice( 'tessera/'.length ),
			viewScript: fileReferences( blockDir, metadata.viewScript ),
			style: fileReferences( blockDir, metadata.style ),
			editorStyle: fileReferences( blockDir, metadata.editorStyle ),
		};
	} );
}

module.exports = { readBlockAssets, resolveFileReference };
