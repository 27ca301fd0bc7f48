/** The part of a `size`-byte file a Range header asks for (inclusive ends); null when it asks none or cannot be met. */
export function byteRange(
	header: string | undefined,
	size: number
): { start: number; end: number } | null | 'unsatisfiable' {
	const match = /^bytes=(\d*)-(\d*)$/.exec( header?.trim() ?? '' );
	if ( ! match || ( match[ 1 ] === '' && match[ 2 ] === '' ) ) {
		return null;
	}
	if ( match[ 1 ] === '' ) {
		const suffix = Number( match[ 2 ] );
		return suffix > 0
			? { start: Math.max( 0, size - suffix ), end: size - 1 }
			: 'unsatisfiable';
	}
	const start = Number( match[ 1 ] );
	const end =
		match[ 2 ] === ''
			? size - 1
			: Math.min( Number( match[ 2 ] ), size - 1 );
	return start < size && start <= end ? { start, end } : 'unsatisfiable';
}
