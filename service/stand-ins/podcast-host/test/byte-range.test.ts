import { byteRange } from '../byte-range';

describe( 'byteRange', () => {
	it.each( [
		[ undefined, null ],
		[ '', null ],
		[ 'bytes=-', null ],
		[ 'items=0-1', null ],
		[ 'xbytes=0-1', null ],
		[ 'bytes=0-1x', null ],
		[ 'bytes=0-1,5-6', null ],
		[ 'bytes=0-99', { start: 0, end: 99 } ],
		[ 'bytes=500-', { start: 500, end: 999 } ],
		[ 'bytes=999-', { start: 999, end: 999 } ],
		[ 'bytes=900-2000', { start: 900, end: 999 } ],
		[ 'bytes=-100', { start: 900, end: 999 } ],
		[ 'bytes=-5000', { start: 0, end: 999 } ],
		[ 'bytes=1000-', 'unsatisfiable' ],
		[ 'bytes=50-10', 'unsatisfiable' ],
		[ 'bytes=-0', 'unsatisfiable' ],
	] )( '%s of 1000 bytes', ( header, expected ) => {
		expect( byteRange( header, 1000 ) ).toStrictEqual( expected );
	} );
} );
