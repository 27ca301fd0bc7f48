import {
	RECENCY_WEIGHT,
	rankRelated,
	recencyLift,
	wordsOf,
	type RankedDocument,
} from '../rank';

const NOW = Date.parse( '2026-11-20T12:00:00Z' );
const DAY = 24 * 60 * 60 * 1000;

function doc(
	id: number,
	title: string,
	text: string,
	termIds: number[] = [],
	ageDays = 10
): RankedDocument {
	return { id, title, text, termIds, publishedAt: NOW - ageDays * DAY };
}

const post = doc(
	1,
	'Servicing your bike brakes before winter',
	'Check the brake pads, the cables and the rims. Wet roads wear pads out fast.',
	[ 10, 20 ]
);

describe( 'wordsOf', () => {
	it( 'keeps distinct meaningful words of 3 letters or more, lower-cased, in any script', () => {
		expect( [
			...wordsOf(
				'The Bike, the BIKE and a bike-lane: 29er Ölkanne für Räder 自転車'
			),
		] ).toStrictEqual( [
			'bike',
			'lane',
			'29er',
			'ölkanne',
			'für',
			'räder',
			'自転車',
		] );
	} );

	it( 'drops common words and short tokens', () => {
		expect( [
			...wordsOf( 'this is what we have to do about it, ok?' ),
		] ).toStrictEqual( [] );
	} );
} );

describe( 'recencyLift', () => {
	it( 'is the full weight for a post published now, half at 90 days, a quarter at 180', () => {
		expect(
			[ 0, 90, 180 ].map( ( days ) =>
				recencyLift( NOW - days * DAY, NOW )
			)
		).toStrictEqual( [
			RECENCY_WEIGHT,
			RECENCY_WEIGHT / 2,
			RECENCY_WEIGHT / 4,
		] );
		expect( recencyLift( NOW + DAY, NOW ) ).toBe( RECENCY_WEIGHT );
	} );
} );

describe( 'rankRelated', () => {
	const sameTermsOld = doc(
		2,
		'Our shop opening hours',
		'Open every day.',
		[ 10, 20 ],
		400
	);
	const titleMatch = doc(
		3,
		'Bike brakes explained',
		'Disc or rim brakes.',
		[],
		30
	);
	const vocabulary = doc(
		4,
		'A wet ride',
		'Wet roads, worn pads and stretched cables: check them.',
		[],
		5
	);
	const unrelated = doc(
		5,
		'Sourdough starter',
		'Flour, water, patience.',
		[],
		1
	);
	const oneTerm = doc( 6, 'Newsletter', 'Sign up.', [ 20 ], 2 );

	it( 'orders related posts by shared title words, terms and vocabulary (two title words outweigh two terms of an old post), leaving out unrelated ones and the post itself', () => {
		const ranked = rankRelated(
			post,
			[ post, unrelated, oneTerm, vocabulary, titleMatch, sameTermsOld ],
			6,
			NOW
		);
		expect( ranked.map( ( r ) => r.id ) ).toStrictEqual( [ 3, 2, 4, 6 ] );
		expect( ranked.map( ( r ) => r.sharedTermIds ) ).toStrictEqual( [
			[],
			[ 10, 20 ],
			[],
			[ 20 ],
		] );
	} );

	it( 'returns at most `size`, and none for a size of 0 or below', () => {
		const all = [
			unrelated,
			oneTerm,
			vocabulary,
			titleMatch,
			sameTermsOld,
		];
		expect(
			rankRelated( post, all, 1, NOW ).map( ( r ) => r.id )
		).toStrictEqual( [ 3 ] );
		expect(
			rankRelated( post, all, 2, NOW ).map( ( r ) => r.id )
		).toStrictEqual( [ 3, 2 ] );
		expect( rankRelated( post, all, 0, NOW ) ).toStrictEqual( [] );
		expect( rankRelated( post, all, -3, NOW ) ).toStrictEqual( [] );
	} );

	it( 'lets the newer of two equally close posts win, and the lower ID on a full tie', () => {
		const older = doc( 7, 'Brake pads', '', [], 200 );
		const newer = doc( 8, 'Brake pads', '', [], 3 );
		const twin = doc( 9, 'Brake pads', '', [], 3 );
		expect(
			rankRelated( post, [ older, twin, newer ], 3, NOW ).map(
				( r ) => r.id
			)
		).toStrictEqual( [ 8, 9, 7 ] );
	} );

	it( 'never lets recency alone make a post related', () => {
		expect(
			rankRelated(
				post,
				[ doc( 10, 'Sourdough', 'Bread.', [], 0 ) ],
				3,
				NOW
			)
		).toStrictEqual( [] );
	} );

	it( 'gives the whole score: terms, title words, vocabulary and recency', () => {
		const [ ranked ] = rankRelated(
			doc( 1, 'Brakes', 'brakes', [ 10 ] ),
			[ doc( 2, 'Brakes', 'brakes', [ 10 ], 0 ) ],
			1,
			NOW
		);
		// 3 per term + 2 per title word + 10 × full overlap + full recency.
		expect( ranked ).toStrictEqual( {
			id: 2,
			score: 3 + 2 + 10 + RECENCY_WEIGHT,
			sharedTermIds: [ 10 ],
		} );
	} );
} );
