import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetManifest } from '../../shared/asset-manifest/types';

let cached: { file: string; mtime: number; manifest: AssetManifest } | null =
	null;

/** build/asset-manifest.json, re-read when webpack rewrites it; null before the first build. */
export function readAssetManifest( buildDir: string ): AssetManifest | null {
	const file = join( buildDir, 'asset-manifest.json' );
	try {
		const mtime = statSync( file ).mtimeMs;
		if ( ! cached || cached.file !== file || cached.mtime !== mtime ) {
			cached = {
				file,
				mtime,
				manifest: JSON.parse(
					readFileSync( file, 'utf8' )
				) as AssetManifest,
			};
		}
		return cached.manifest;
	} catch {
		return null;
	}
}
