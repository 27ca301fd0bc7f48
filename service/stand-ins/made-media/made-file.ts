import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, extname } from 'node:path';

const making = new Map< string, Promise< Buffer > >();

/**
 * A file a stand-in makes the first time it is asked for and then keeps (in the data directory,
 * so the repository holds no media): `make` writes it to a partial path with the same extension
 * (ffmpeg picks the format from it), which becomes the file only once complete. Requests that
 * arrive while it is being made wait for the same making; a making that fails leaves nothing
 * behind, so the next request tries again.
 *
 * @param file Where the made file is kept.
 * @param make Writes the file's contents to the path it is given.
 */
export function madeFile(
	file: string,
	make: ( target: string ) => Promise< void >
): Promise< Buffer > {
	const pending = making.get( file );
	if ( pending ) {
		return pending;
	}
	const made = readFile( file )
		.catch( async () => {
			await mkdir( dirname( file ), { recursive: true } );
			const partial = `${ file }.${ process.pid }.part${ extname( file ) }`;
			try {
				await make( partial );
				await rename( partial, file );
			} catch ( error ) {
				await rm( partial, { force: true } );
				throw error;
			}
			return readFile( file );
		} )
		.finally( () => making.delete( file ) );
	making.set( file, made );
	return made;
}
