import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { madeFile } from '../made-file';

let dir: string;
beforeEach( () => {
	dir = mkdtempSync( join( tmpdir(), 'made-file-' ) );
} );
afterEach( () => rmSync( dir, { recursive: true, force: true } ) );

describe( 'a made file', () => {
	it( 'is made once, by one making for requests that come together, then read from disk', async () => {
		const file = join( dir, 'clips', 'a.mp4' );
		const targets: string[] = [];
		const make = async ( target: string ) => {
			targets.push( target );
			await writeFile( target, 'clip' );
		};
		const [ first, second ] = await Promise.all( [
			madeFile( file, make ),
			madeFile( file, make ),
		] );
		expect( first.toString() ).toBe( 'clip' );
		expect( second.toString() ).toBe( 'clip' );
		expect( targets ).toStrictEqual( [
			`${ file }.${ process.pid }.part.mp4`,
		] );
		expect( readdirSync( join( dir, 'clips' ) ) ).toStrictEqual( [
			'a.mp4',
		] );
		expect( ( await madeFile( file, make ) ).toString() ).toBe( 'clip' );
		expect( targets ).toHaveLength( 1 );
	} );

	it( 'keeps a file already there, and leaves no file when the making fails', async () => {
		const kept = join( dir, 'kept.mp3' );
		writeFileSync( kept, 'old' );
		const never = jest.fn();
		expect( ( await madeFile( kept, never ) ).toString() ).toBe( 'old' );
		expect( never ).not.toHaveBeenCalled();

		const broken = join( dir, 'broken.mp4' );
		await expect(
			madeFile( broken, async ( target ) => {
				await writeFile( target, 'half' );
				throw new Error( 'no ffmpeg' );
			} )
		).rejects.toThrow( 'no ffmpeg' );
		expect( readdirSync( dir ) ).toStrictEqual( [ 'kept.mp3' ] );
		// A later request tries again.
		expect(
			(
				await madeFile( broken, ( target ) =>
					writeFile( target, 'made' )
				)
			).toString()
		).toBe( 'made' );
	} );
} );
