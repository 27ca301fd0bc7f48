const FAR = 1e20;

/**
 * Squared distance transform of one row or column in place (the lower envelope of parabolas of
 * Felzenszwalb and Huttenlocher): `f[q]` becomes the least `(q - p)^2 + f[p]` over all p.
 */
function transformLine(
	f: Float64Array,
	offset: number,
	stride: number,
	length: number,
	scratch: {
		values: Float64Array;
		parabolas: Int32Array;
		bounds: Float64Array;
	}
): void {
	const { values, parabolas, bounds } = scratch;
	for ( let q = 0; q < length; q++ ) {
		values[ q ] = f[ offset + q * stride ];
	}
	let k = 0;
	parabolas[ 0 ] = 0;
	bounds[ 0 ] = -FAR;
	bounds[ 1 ] = FAR;
	for ( let q = 1; q < length; q++ ) {
		let s: number;
		do {
			const p = parabolas[ k ];
			s =
				( values[ q ] + q * q - ( values[ p ] + p * p ) ) /
				( 2 * q - 2 * p );
		} while ( s <= bounds[ k ] && --k >= 0 );
		k++;
		parabolas[ k ] = q;
		bounds[ k ] = s;
		bounds[ k + 1 ] = FAR;
	}
	k = 0;
	for ( let q = 0; q < length; q++ ) {
		while ( bounds[ k + 1 ] < q ) {
			k++;
		}
		const p = parabolas[ k ];
		f[ offset + q * stride ] = ( q - p ) * ( q - p ) + values[ p ];
	}
}

function transform( grid: Float64Array, width: number, height: number ): void {
	const size = Math.max( width, height );
	const scratch = {
		values: new Float64Array( size ),
		parabolas: new Int32Array( size ),
		bounds: new Float64Array( size + 1 ),
	};
	for ( let x = 0; x < width; x++ ) {
		transformLine( grid, x, width, height, scratch );
	}
	for ( let y = 0; y < height; y++ ) {
		transformLine( grid, y * width, 1, width, scratch );
	}
}

/**
 * A signed distance field of an anti-aliased coverage image, encoded as map libraries expect
 * glyphs: 255 deep inside, about 191 on the outline (`cutoff` 0.25 of the range), falling by
 * 255 / `radius` per pixel outward. Partly covered pixels place the outline inside the pixel.
 *
 * @param alpha  Coverage, 0 to 255, row by row.
 * @param width  Image width.
 * @param height Image height.
 * @param radius Distance in pixels the field spans.
 * @param cutoff Where the outline sits in the range.
 */
export function signedDistanceField(
	alpha: Uint8Array,
	width: number,
	height: number,
	radius = 8,
	cutoff = 0.25
): Uint8Array {
	const outer = new Float64Array( width * height );
	const inner = new Float64Array( width * height );
	for ( let i = 0; i < alpha.length; i++ ) {
		const a = alpha[ i ] / 255;
		// A partly covered pixel puts the outline inside it, half a pixel from its centre at 50 %.
		if ( a === 1 ) {
			outer[ i ] = 0;
			inner[ i ] = FAR;
		} else if ( a === 0 ) {
			outer[ i ] = FAR;
			inner[ i ] = 0;
		} else {
			outer[ i ] = Math.max( 0, 0.5 - a ) ** 2;
			inner[ i ] = Math.max( 0, a - 0.5 ) ** 2;
		}
	}
	transform( outer, width, height );
	transform( inner, width, height );
	const field = new Uint8Array( width * height );
	for ( let i = 0; i < field.length; i++ ) {
		const distance = Math.sqrt( outer[ i ] ) - Math.sqrt( inner[ i ] );
		field[ i ] = Math.min(
			255,
			Math.max(
				0,
				Math.round( 255 - 255 * ( distance / radius + cutoff ) )
			)
		);
	}
	return field;
}
