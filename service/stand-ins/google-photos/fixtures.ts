import type { PhotoLook } from '../fixture-photos/painter';

/** A photo or video in the fixture account's library. */
export interface LibraryItem {
	id: string;
	filename: string;
	description: string;
	/** When it was taken: a date, or how many days before today (the account keeps taking photos). */
	taken: string | number;
	categories: string[];
	favorite: boolean;
	video: boolean;
	width: number;
	height: number;
	albums: string[];
	look: PhotoLook;
}

export interface LibraryAlbum {
	id: string;
	title: string;
	/** The item whose picture is the album's cover. */
	cover: string;
}

type Row = [
	string,
	string,
	string | number,
	string,
	string,
	string,
	[ number, number, number ],
];

/**
 * The library of the account the keyring stand-in connects (Alex Rivera): a few years of
 * holidays, pets and food, some favourites, three videos and four albums. Columns: file name,
 * description, date taken, categories, flags (f favourite, v video, p portrait), albums, look.
 */
const ROWS: Row[] = [
	[
		'PXL_recent_01',
		'Morning coffee on the balcony',
		1,
		'food',
		'f',
		'',
		[ 30, 20, 0.2 ],
	],
	[
		'PXL_recent_02',
		'Biscuit asleep on the sofa',
		3,
		'pets,animals',
		'',
		'',
		[ 15, 35, 0.6 ],
	],
	[
		'PXL_recent_03',
		'Street market at dusk',
		5,
		'cityscapes,night',
		'v',
		'',
		[ 250, 270, 0.8 ],
	],
	[
		'PXL_recent_04',
		'Harbour lights',
		12,
		'cityscapes,night,travel',
		'f',
		'',
		[ 235, 260, 0.4 ],
	],
	[ 'PXL_recent_05', 'Sunday roast', 24, 'food', '', '', [ 20, 10, 0.5 ] ],
	[
		'PXL_recent_06',
		'Autumn leaves in the park',
		60,
		'landscapes,gardens',
		'f',
		'',
		[ 35, 25, 0.3 ],
	],
	[
		'PXL_recent_07',
		'Biscuit chasing a ball',
		95,
		'pets,animals',
		'v',
		'',
		[ 90, 100, 0.5 ],
	],
	[
		'PXL_recent_08',
		'Tulips from the allotment',
		150,
		'flowers,gardens',
		'p',
		'',
		[ 300, 110, 0.7 ],
	],
	[
		'PXL_recent_09',
		'Birthday cake for Sam',
		240,
		'birthdays,food,people',
		'f',
		'',
		[ 330, 20, 0.2 ],
	],
	[
		'IMG_20240612_183012',
		'Lisbon rooftops',
		'2024-06-12',
		'cityscapes,travel,landmarks',
		'f',
		'lisbon',
		[ 200, 20, 0.6 ],
	],
	[
		'IMG_20240613_101544',
		'Tram 28 on the hill',
		'2024-06-13',
		'cityscapes,travel',
		'p',
		'lisbon',
		[ 205, 45, 0.4 ],
	],
	[
		'IMG_20240613_194501',
		'Pastéis de nata',
		'2024-06-13',
		'food,travel',
		'f',
		'lisbon',
		[ 40, 30, 0.5 ],
	],
	[
		'IMG_20240614_081230',
		'Belém tower in the morning',
		'2024-06-14',
		'landmarks,travel,landscapes',
		'',
		'lisbon',
		[ 195, 40, 0.2 ],
	],
	[
		'IMG_20240615_210000',
		'Fado night',
		'2024-06-15',
		'performances,night,people',
		'v',
		'lisbon',
		[ 260, 280, 0.9 ],
	],
	[
		'IMG_20230805_064512',
		'Sunrise over the Cuillin',
		'2023-08-05',
		'landscapes,travel',
		'f',
		'skye',
		[ 20, 150, 0.1 ],
	],
	[
		'IMG_20230805_150233',
		'Fairy Pools',
		'2023-08-05',
		'landscapes,travel',
		'',
		'skye',
		[ 190, 140, 0.5 ],
	],
	[
		'IMG_20230806_121101',
		'Neist Point lighthouse',
		'2023-08-06',
		'landmarks,landscapes,travel',
		'f',
		'skye',
		[ 205, 120, 0.7 ],
	],
	[
		'IMG_20230807_190045',
		'Highland cattle',
		'2023-08-07',
		'animals,travel',
		'p',
		'skye',
		[ 30, 95, 0.4 ],
	],
	[
		'IMG_20230808_204510',
		'Portree harbour at sunset',
		'2023-08-08',
		'cityscapes,travel',
		'',
		'skye',
		[ 15, 220, 0.8 ],
	],
	[
		'IMG_20221224_173002',
		'Christmas tree',
		'2022-12-24',
		'holidays,houses',
		'fp',
		'family',
		[ 140, 0, 0.5 ],
	],
	[
		'IMG_20221225_133015',
		'Christmas lunch',
		'2022-12-25',
		'holidays,food,people',
		'',
		'family',
		[ 0, 30, 0.3 ],
	],
	[
		'IMG_20220716_160044',
		"Grandma's garden",
		'2022-07-16',
		'gardens,flowers,houses',
		'f',
		'family',
		[ 100, 120, 0.6 ],
	],
	[
		'IMG_20220402_093011',
		'Wedding of Jo and Priya',
		'2022-04-02',
		'weddings,people',
		'f',
		'family',
		[ 340, 50, 0.4 ],
	],
	[
		'IMG_20210918_111500',
		'Biscuit as a puppy',
		'2021-09-18',
		'pets,animals',
		'f',
		'biscuit',
		[ 45, 90, 0.3 ],
	],
	[
		'IMG_20211103_080522',
		'First walk in the snow',
		'2021-11-03',
		'pets,animals,landscapes',
		'',
		'biscuit',
		[ 210, 200, 0.5 ],
	],
	[
		'IMG_20220530_190300',
		'Biscuit on the beach',
		'2022-05-30',
		'pets,animals,travel',
		'p',
		'biscuit',
		[ 195, 40, 0.7 ],
	],
	[
		'IMG_20200301_141210',
		'Whiteboard from the planning day',
		'2020-03-01',
		'whiteboards,utility',
		'',
		'',
		[ 0, 0, 0.5 ],
	],
	[
		'IMG_20190720_154433',
		'Kayaking on Loch Lomond',
		'2019-07-20',
		'sport,landscapes,travel',
		'',
		'',
		[ 200, 130, 0.6 ],
	],
	[
		'IMG_20190214_200100',
		'Valentine dinner',
		'2019-02-14',
		'food,night',
		'f',
		'',
		[ 350, 10, 0.8 ],
	],
	[
		'IMG_20180909_120000',
		'Graduation day',
		'2018-09-09',
		'people',
		'',
		'',
		[ 220, 90, 0.5 ],
	],
];

/** A stable id in the shape of Google's media item ids (long, URL-safe). */
function itemId( stem: string ): string {
	return `AF1Qip${ Buffer.from( stem ).toString( 'base64url' ) }`;
}

function albumId( key: string ): string {
	return `AF1QipAlbum${ Buffer.from( key ).toString( 'base64url' ) }`;
}

/** A phone's frame: 4032 × 3024 for a photo, full HD for a video, turned for a portrait. */
function frame( video: boolean, portrait: boolean ) {
	const [ long, short ] = video ? [ 1920, 1080 ] : [ 4032, 3024 ];
	return portrait
		? { width: short, height: long }
		: { width: long, height: short };
}

export const LIBRARY_ITEMS: LibraryItem[] = ROWS.map(
	( [ stem, description, taken, categories, flags, album, look ] ) => {
		const portrait = flags.includes( 'p' );
		const video = flags.includes( 'v' );
		return {
			id: itemId( stem ),
			filename: `${ stem }.${ video ? 'mp4' : 'jpg' }`,
			description,
			taken,
			categories: categories.split( ',' ),
			favorite: flags.includes( 'f' ),
			video,
			...frame( video, portrait ),
			albums: album ? [ albumId( album ) ] : [],
			look: { sky: look[ 0 ], land: look[ 1 ], sun: look[ 2 ] },
		};
	}
);

export const LIBRARY_ALBUMS: LibraryAlbum[] = [
	{
		id: 'lisbon',
		title: 'Lisbon 2024',
		cover: itemId( 'IMG_20240612_183012' ),
	},
	{
		id: 'skye',
		title: 'Isle of Skye',
		cover: itemId( 'IMG_20230805_064512' ),
	},
	{ id: 'family', title: 'Family', cover: itemId( 'IMG_20220716_160044' ) },
	{ id: 'biscuit', title: 'Biscuit', cover: itemId( 'IMG_20210918_111500' ) },
].map( ( album ) => ( { ...album, id: albumId( album.id ) } ) );

/** Google's content categories (the API's enum, lower-cased as the filter query names them). */
export const CONTENT_CATEGORIES = [
	'animals',
	'arts',
	'birthdays',
	'cityscapes',
	'crafts',
	'documents',
	'fashion',
	'flowers',
	'food',
	'gardens',
	'holidays',
	'houses',
	'landmarks',
	'landscapes',
	'night',
	'people',
	'performances',
	'pets',
	'receipts',
	'screenshots',
	'selfies',
	'sport',
	'travel',
	'utility',
	'weddings',
	'whiteboards',
];
