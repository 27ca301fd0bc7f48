import {
	THREAD_SUFFIX,
	assembleThread,
	messageLimit,
	threadWarning,
} from '../thread';
import type { Tweet } from '../types';

const tweet = ( text: string ): Tweet => ( {
	text,
	media: [],
	tweet: '',
	urls: [],
	blocks: [ 'b' ],
	boundary: false,
} );

describe( 'thread rules', () => {
	it( 'leaves room for the suffix and its space in the message', () => {
		expect( THREAD_SUFFIX.length ).toBe( 11 );
		expect( messageLimit( false ) ).toBe( 255 );
		expect( messageLimit( true ) ).toBe( 243 );
	} );

	it( 'warns at 22 and 102 tweets, and about 2 or fewer only before publishing', () => {
		expect( [ 21, 22, 101, 102, 150 ].map( ( n ) => threadWarning( n, false ) ) ).toStrictEqual( [
			undefined,
			'long',
			'long',
			'over-cap',
			'over-cap',
		] );
		expect( [ 1, 2, 3 ].map( ( n ) => threadWarning( n, true ) ) ).toStrictEqual( [
			'short',
			'short',
			undefined,
		] );
		expect( threadWarning( 2, false ) ).toBeUndefined();
	} );

	it( 'opens with the message and the suffix, closes with the address, and stops at 100', () => {
		const thread = assembleThread( ' Hello ', [ tweet( 'one' ) ], 'https://site.example/?p=1' );
		expect( thread.map( ( item ) => item.text ) ).toStrictEqual( [
			'Hello A thread ⬇️',
			'one',
			'https://site.example/?p=1',
		] );
		expect( thread[ 2 ].urls ).toStrictEqual( [ 'https://site.example/?p=1' ] );
		const long = assembleThread( 'M', Array.from( { length: 120 }, ( _, n ) => tweet( `t${ n }` ) ), 'u' );
		expect( long ).toHaveLength( 100 );
		expect( long[ 99 ].text ).toBe( 't98' );
		const exact = assembleThread( 'M', Array.from( { length: 98 }, ( _, n ) => tweet( `t${ n }` ) ), 'u' );
		expect( exact ).toHaveLength( 100 );
		expect( exact[ 99 ].text ).toBe( 'u' );
	} );
} );
