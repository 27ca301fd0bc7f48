import { randomUUID } from 'node:crypto';
import {
	mkdirSync,
	readdirSync,
	renameSync,
	statSync,
	unlinkSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The resized copies on disk, at most `maxBytes` in all: writing a copy that goes over the cap
 * deletes the copies used least recently. Use is remembered in memory and in each file's
 * modification time, so a restart keeps the order.
 */
export class LruDiskCache {
	/** Size of each cached file by name, in order of last use (oldest first). */
	private index: Map< string, number > | null = null;
	private total = 0;

	constructor(
		readonly dir: string,
		readonly maxBytes: number
	) {}

	private load(): Map< string, number > {
		if ( this.index ) {
			return this.index;
		}
		mkdirSync( this.dir, { recursive: true } );
		const files = readdirSync( this.dir )
			.filter( ( name ) => ! name.endsWith( '.part' ) )
			.flatMap( ( name ) => {
				try {
					const stat = statSync( join( this.dir, name ) );
					return stat.isFile()
						? [ { name, size: stat.size, used: stat.mtimeMs } ]
						: [];
				} catch {
					return [];
				}
			} )
			.sort( ( a, b ) => a.used - b.used );
		this.index = new Map(
			files.map( ( file ) => [ file.name, file.size ] )
		);
		this.total = files.reduce( ( sum, file ) => sum + file.size, 0 );
		return this.index;
	}

	/** A cached copy, marked as just used; undefined when there is none. */
	async read( name: string ): Promise< Buffer | undefined > {
		const index = this.load();
		const size = index.get( name );
		if ( size === undefined ) {
			return undefined;
		}
		try {
			const body = await readFile( join( this.dir, name ) );
			index.delete( name );
			index.set( name, size );
			const now = new Date();
			utimesSync( join( this.dir, name ), now, now );
			return body;
		} catch {
			this.forget( name );
			return undefined;
		}
	}

	/**
	 * Stores a copy under a temporary name of its own, then renames it: a reader never sees half a
	 * file, and requests making the same copy at once each put a whole one in place.
	 */
	write( name: string, body: Buffer ): void {
		const index = this.load();
		const partial = join( this.dir, `${ name }.${ randomUUID() }.part` );
		writeFileSync( partial, body );
		renameSync( partial, join( this.dir, name ) );
		this.total -= index.get( name ) ?? 0;
		index.delete( name );
		index.set( name, body.length );
		this.total += body.length;
		for ( const oldest of index.keys() ) {
			if ( this.total <= this.maxBytes ) {
				break;
			}
			try {
				unlinkSync( join( this.dir, oldest ) );
			} catch {
				// Already gone: only the count needs mending.
			}
			this.forget( oldest );
		}
	}

	private forget( name: string ): void {
		const index = this.load();
		this.total -= index.get( name ) ?? 0;
		index.delete( name );
	}
}
