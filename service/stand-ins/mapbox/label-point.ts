import type { MultiPolygon, Polygon, Position } from './geo-types';

type Ring = Position[];

/** Twice the signed area of a ring in degrees (the sign tells the winding). */
function ringArea( ring: Ring ): number {
	let sum = 0;
	for ( let i = 0, j = ring.length - 1; i < ring.length; j = i++ ) {
		sum +=
			( ring[ j ][ 0 ] - ring[ i ][ 0 ] ) *
			( ring[ j ][ 1 ] + ring[ i ][ 1 ] );
	}
	return sum;
}

function ringCentroid( ring: Ring ): Position {
	let x = 0;
	let y = 0;
	let area = 0;
	for ( let i = 0, j = ring.length - 1; i < ring.length; j = i++ ) {
		const cross =
			ring[ j ][ 0 ] * ring[ i ][ 1 ] - ring[ i ][ 0 ] * ring[ j ][ 1 ];
		x += ( ring[ j ][ 0 ] + ring[ i ][ 0 ] ) * cross;
		y += ( ring[ j ][ 1 ] + ring[ i ][ 1 ] ) * cross;
		area += cross;
	}
	return area === 0 ? ring[ 0 ] : [ x / ( 3 * area ), y / ( 3 * area ) ];
}

function inside( point: Position, ring: Ring ): boolean {
	let result = false;
	for ( let i = 0, j = ring.length - 1; i < ring.length; j = i++ ) {
		const [ xi, yi ] = ring[ i ];
		const [ xj, yj ] = ring[ j ];
		if (
			yi > point[ 1 ] !== yj > point[ 1 ] &&
			point[ 0 ] <
				( ( xj - xi ) * ( point[ 1 ] - yi ) ) / ( yj - yi ) + xi
		) {
			result = ! result;
		}
	}
	return result;
}

/** The middle of the widest stretch of the ring along the parallel through `y`. */
function widestSpanMiddle( ring: Ring, y: number ): Position | undefined {
	const crossings: number[] = [];
	for ( let i = 0, j = ring.length - 1; i < ring.length; j = i++ ) {
		const [ xi, yi ] = ring[ i ];
		const [ xj, yj ] = ring[ j ];
		if ( yi > y !== yj > y ) {
			crossings.push( ( ( xj - xi ) * ( y - yi ) ) / ( yj - yi ) + xi );
		}
	}
	crossings.sort( ( a, b ) => a - b );
	let best: Position | undefined;
	let width = 0;
	for ( let k = 0; k + 1 < crossings.length; k += 2 ) {
		if ( crossings[ k + 1 ] - crossings[ k ] > width ) {
			width = crossings[ k + 1 ] - crossings[ k ];
			best = [ ( crossings[ k ] + crossings[ k + 1 ] ) / 2, y ];
		}
	}
	return best;
}

/** A country's area in square kilometres, near enough to rank labels (degrees shrink with latitude). */
export function approximateArea( geometry: Polygon | MultiPolygon ): number {
	const parts =
		geometry.type === 'Polygon'
			? [ geometry.coordinates ]
			: geometry.coordinates;
	const KM_PER_DEGREE = 111.32;
	let area = 0;
	for ( const part of parts ) {
		part.forEach( ( ring, i ) => {
			const latitude = ringCentroid( ring )[ 1 ];
			const size =
				( Math.abs( ringArea( ring ) ) / 2 ) *
				Math.cos( ( latitude * Math.PI ) / 180 ) *
				KM_PER_DEGREE ** 2;
			area += i === 0 ? size : -size;
		} );
	}
	return area;
}

/**
 * Where a country's name goes: the centroid of its largest part when that falls on land, else the
 * middle of the widest crossing of that part along the centroid's parallel (a crescent or a
 * country wrapped round a bay would otherwise be labelled in the sea).
 *
 * @param geometry The country's outline.
 */
export function labelPoint( geometry: Polygon | MultiPolygon ): Position {
	const parts =
		geometry.type === 'Polygon'
			? [ geometry.coordinates ]
			: geometry.coordinates;
	let outer = parts[ 0 ][ 0 ];
	for ( const part of parts ) {
		if (
			Math.abs( ringArea( part[ 0 ] ) ) > Math.abs( ringArea( outer ) )
		) {
			outer = part[ 0 ];
		}
	}
	const centroid = ringCentroid( outer );
	if ( inside( centroid, outer ) ) {
		return centroid;
	}
	return widestSpanMiddle( outer, centroid[ 1 ] ) ?? outer[ 0 ];
}
