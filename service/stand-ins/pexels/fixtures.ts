import type { PhotoLook } from '../fixture-photos/painter';

/** A photo in the stand-in's library, before it is put in Pexels' answer shape. */
export interface StockPhoto {
	id: number;
	width: number;
	height: number;
	alt: string;
	tags: string[];
	photographer: string;
	photographerId: number;
	look: PhotoLook;
}

/** Subjects of the library, each shot in every light below (sixteen subjects, five lights). */
const SUBJECTS: Array< [ string, string[], number, number ] > = [
	[
		'mountain ridge',
		[ 'mountain', 'nature', 'landscape', 'snow' ],
		210,
		200,
	],
	[
		'ocean waves on a rocky shore',
		[ 'ocean', 'sea', 'beach', 'nature', 'water' ],
		195,
		30,
	],
	[ 'desert dunes', [ 'desert', 'sand', 'nature', 'landscape' ], 30, 35 ],
	[ 'pine forest', [ 'forest', 'trees', 'nature', 'green' ], 150, 120 ],
	[
		'city skyline',
		[ 'city', 'architecture', 'buildings', 'urban' ],
		230,
		260,
	],
	[
		'field of wild flowers',
		[ 'flowers', 'spring', 'nature', 'garden' ],
		280,
		100,
	],
	[
		'tabby cat on a windowsill',
		[ 'cats', 'cat', 'pets', 'animals' ],
		20,
		40,
	],
	[
		'golden retriever in the park',
		[ 'dogs', 'dog', 'pets', 'animals' ],
		90,
		110,
	],
	[
		'bowl of fresh fruit',
		[ 'food', 'fruit', 'healthy', 'kitchen' ],
		10,
		340,
	],
	[
		'lake with a wooden pier',
		[ 'lake', 'water', 'nature', 'landscape' ],
		200,
		160,
	],
	[
		'coffee cup on a cafe table',
		[ 'coffee', 'food', 'cafe', 'drink' ],
		25,
		15,
	],
	[
		'mountain road with a lone car',
		[ 'road', 'travel', 'mountain', 'car' ],
		190,
		70,
	],
	[
		'river winding through a valley',
		[ 'river', 'water', 'valley', 'landscape' ],
		185,
		95,
	],
	[
		'clouds over rolling hills',
		[ 'clouds', 'weather', 'hills', 'landscape' ],
		205,
		85,
	],
	[
		'geometric tile pattern',
		[ 'pattern', 'abstract', 'texture', 'design' ],
		320,
		260,
	],
	[
		'abstract swirls of paint',
		[ 'abstract', 'art', 'paint', 'colorful' ],
		300,
		50,
	],
];

const LIGHTS: Array< [ string, string, number ] > = [
	[ 'at sunrise', 'sunrise', 0.1 ],
	[ 'in the morning fog', 'fog', 0.3 ],
	[ 'under a clear sky', 'sky', 0.5 ],
	[ 'at dusk', 'sunset', 0.7 ],
	[ 'in autumn light', 'autumn', 0.9 ],
];

const PHOTOGRAPHERS: Array< [ string, number ] > = [
	[ 'Ana Souza', 1437723 ],
	[ 'Jonas Lindqvist', 2820138 ],
	[ 'Mei Tanaka', 3921846 ],
	[ 'Kwame Mensah', 1106451 ],
	[ 'Lucía Ortega', 5577320 ],
	[ 'Tomasz Nowak', 861204 ],
	[ 'Priya Raman', 4418093 ],
];

/** Landscape, portrait and square frames, as cameras give them. */
const FRAMES: Array< [ number, number ] > = [
	[ 6000, 4000 ],
	[ 4000, 6000 ],
	[ 5472, 3648 ],
	[ 3024, 4032 ],
	[ 4000, 4000 ],
];

/** The stand-in's photo library: eighty photos, stable ids, made-up but plausible titles and credits. */
export const STOCK_PHOTOS: StockPhoto[] = SUBJECTS.flatMap(
	( [ subject, tags, sky, land ], s ) =>
		LIGHTS.map( ( [ light, lightTag, sun ], l ) => {
			const n = s * LIGHTS.length + l;
			const [ photographer, photographerId ] =
				PHOTOGRAPHERS[ n % PHOTOGRAPHERS.length ];
			const [ width, height ] = FRAMES[ ( s + l ) % FRAMES.length ];
			const alt = `${ subject[ 0 ].toUpperCase() }${ subject.slice(
				1
			) } ${ light }`;
			return {
				id: 1853000 + n * 37,
				width,
				height,
				alt,
				tags: [ ...tags, lightTag ],
				photographer,
				photographerId,
				look: { sky: ( sky + l * 12 ) % 360, land, sun },
			};
		} )
);
