/**
 * What webpack and mini-css-extract-plugin reject with when a chunk cannot be loaded:
 * `ChunkLoadError` "Loading chunk N failed." (also on the 120 s timeout), and
 * `CSS_CHUNK_LOAD_FAILED` "Loading CSS chunk N failed.".
 */
export interface ChunkLoadFailure extends Error {
	code?: string;
	type?: string;
	request?: string;
}

export function isChunkLoadError( error: unknown ): error is ChunkLoadFailure {
	if ( ! ( error instanceof Error ) ) {
		return false;
	}
	const { code } = error as ChunkLoadFailure;
	return error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

/** Any rejection as an Error, so the UI always has a message to show. */
export function toError( reason: unknown ): Error {
	return reason instanceof Error ? reason : new Error( String( reason ) );
}
