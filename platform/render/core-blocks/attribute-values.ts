/**
 * Attribute values as a render uses them. Saved attributes come from post content anyone who may
 * edit could have written by hand, so a render reads them through these rather than trusting
 * their types.
 */
export function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/** PHP's `! empty()`, as the render callbacks test their boolean attributes. */
export function flag( value: unknown ): boolean {
	return !! value && value !== 'false' && value !== '0';
}

/** A whole number within [min, max], or the fallback when the value is not a number. */
export function whole(
	value: unknown,
	fallback: number,
	min = 0,
	max = Number.MAX_SAFE_INTEGER
): number {
	const number =
		typeof value === 'number' ||
		( typeof value === 'string' && value.trim() !== '' )
			? Number( value )
			: NaN;
	return Number.isFinite( number )
		? Math.min( max, Math.max( min, Math.trunc( number ) ) )
		: fallback;
}

/** Positive whole numbers from a list or a comma-separated string (ids, in order, no zeros). */
export function ids( value: unknown ): number[] {
	let items: unknown[] = [];
	if ( Array.isArray( value ) ) {
		items = value;
	} else if ( typeof value === 'string' ) {
		items = value.split( ',' );
	} else if ( typeof value === 'number' ) {
		items = [ value ];
	}
	return items.map( ( item ) => whole( item, 0 ) ).filter( ( id ) => id > 0 );
}
