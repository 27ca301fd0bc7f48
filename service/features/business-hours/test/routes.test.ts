import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';

const PATH = '/wp-json/wpcom/v2/business-hours/localized-week';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

async function weekFor( language: string ) {
	const saved = await site.admin.post( '/wp-json/wp/v2/settings', {
		language,
	} );
	expect( saved.statusCode ).toBe( 200 );
	expect( saved.json().language ).toBe( language );
	const response = await site.anonymous.get( PATH );
	expect( response.statusCode ).toBe( 200 );
	return response.json();
}

describe( 'GET /wpcom/v2/business-hours/localized-week', () => {
	it.each( [
		[
			'en_US',
			0,
			[
				'Sunday',
				'Monday',
				'Tuesday',
				'Wednesday',
				'Thursday',
				'Friday',
				'Saturday',
			],
		],
		[
			'fr_FR',
			1,
			[
				'dimanche',
				'lundi',
				'mardi',
				'mercredi',
				'jeudi',
				'vendredi',
				'samedi',
			],
		],
		[
			'de_DE',
			1,
			[
				'Sonntag',
				'Montag',
				'Dienstag',
				'Mittwoch',
				'Donnerstag',
				'Freitag',
				'Samstag',
			],
		],
		[
			'es_ES',
			1,
			[
				'domingo',
				'lunes',
				'martes',
				'miércoles',
				'jueves',
				'viernes',
				'sábado',
			],
		],
		[
			'ja',
			0,
			[
				'日曜日',
				'月曜日',
				'火曜日',
				'水曜日',
				'木曜日',
				'金曜日',
				'土曜日',
			],
		],
		[
			'ar',
			6,
			[
				'الأحد',
				'الاثنين',
				'الثلاثاء',
				'الأربعاء',
				'الخميس',
				'الجمعة',
				'السبت',
			],
		],
	] )(
		'answers %s with its day names and first day %d',
		async ( language, startOfWeek, names ) => {
			expect( await weekFor( language ) ).toEqual( {
				days: {
					Sun: names[ 0 ],
					Mon: names[ 1 ],
					Tue: names[ 2 ],
					Wed: names[ 3 ],
					Thu: names[ 4 ],
					Fri: names[ 5 ],
					Sat: names[ 6 ],
				},
				startOfWeek,
			} );
		}
	);

	it( 'is public and answers only GET', async () => {
		await weekFor( 'en_US' );
		const post = await site.admin.post( PATH, {} );
		expect( post.statusCode ).toBe( 404 );
		expect( post.json().code ).toBe( 'rest_no_route' );
	} );
} );
