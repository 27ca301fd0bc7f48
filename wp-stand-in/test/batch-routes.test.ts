import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

interface BatchResponse {
	status: number;
	body: { code?: string; message?: string; data?: { status: number } };
}

async function batch(
	requests: { method?: string; path: string; body?: unknown }[],
	validation?: string
): Promise< { status: number; failed?: string; responses: BatchResponse[] } > {
	const response = await site.admin.post( '/wp-json/batch/v1', {
		requests,
		...( validation ? { validation } : {} ),
	} );
	return { status: response.statusCode, ...response.json() };
}

const title = () =>
	(
		site.db
			.prepare(
				"SELECT option_value FROM options WHERE option_name = 'blogname'"
			)
			.get() as { option_value: string } | undefined
	 )?.option_value;

describe( '/batch/v1: which routes may run in a batch', () => {
	it( 'refuses each request to a route that does not allow batching, and runs nothing of it', async () => {
		const before = title();
		const result = await batch( [
			{ path: '/wp/v2/settings', body: { title: 'Changed by a batch' } },
			{ path: '/wp/v2/users/me', body: { name: 'Batch name' } },
			{ path: '/wp/v2/posts', body: { title: 'Still runs' } },
		] );
		expect( result.status ).toBe( 207 );
		expect( result.responses.map( ( r ) => r.status ) ).toStrictEqual( [
			400, 400, 201,
		] );
		for ( const refused of result.responses.slice( 0, 2 ) ) {
			expect( refused.body ).toStrictEqual( {
				code: 'rest_batch_not_allowed',
				message: 'The requested route does not support batch requests.',
				data: { status: 400 },
			} );
		}
		expect( title() ).toBe( before );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM users WHERE display_name = 'Batch name'"
			)
		).toBe( 0 );
	} );

	it( 'answers rest_no_route for a path or a method no route serves', async () => {
		const result = await batch( [
			{ path: '/wp/v2/nothing-here', body: {} },
			{ method: 'DELETE', path: '/wp/v2/posts' },
			{ path: '/wp/v2/posts/%E0%A4%A', body: {} },
		] );
		expect( result.status ).toBe( 207 );
		for ( const response of result.responses ) {
			expect( response ).toMatchObject( {
				status: 404,
				body: {
					code: 'rest_no_route',
					message:
						'No route was found matching the URL and request method.',
					data: { status: 404 },
				},
			} );
		}
	} );

	it( 'refuses a route without batching before validating, under require-all-validate', async () => {
		const posts = site.count( 'SELECT COUNT(*) AS n FROM posts' );
		const result = await batch(
			[
				{ path: '/wp/v2/posts', body: { title: 'Valid' } },
				{ path: '/wp/v2/settings', body: { title: 5 } },
				{ path: '/wp/v2/unknown', body: {} },
			],
			'require-all-validate'
		);
		expect( result.failed ).toBe( 'validation' );
		expect( result.responses[ 0 ] ).toBeNull();
		expect( result.responses[ 1 ].body.code ).toBe(
			'rest_batch_not_allowed'
		);
		expect( result.responses[ 2 ].body.code ).toBe( 'rest_no_route' );
		expect( site.count( 'SELECT COUNT(*) AS n FROM posts' ) ).toBe( posts );
	} );

	it( 'runs media and user requests, which WordPress allows in a batch', async () => {
		const subscriber = await site.as( 'subscriber' );
		const result = await batch( [
			{ path: '/wp/v2/media', body: {} },
			{
				path: `/wp/v2/users/${ subscriber.userId }`,
				body: { name: 'Renamed in a batch' },
			},
		] );
		expect( result.responses[ 0 ] ).toMatchObject( {
			status: 400,
			body: { code: 'rest_upload_no_data', message: 'No data supplied.' },
		} );
		expect( result.responses[ 1 ].status ).toBe( 200 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM users WHERE display_name = 'Renamed in a batch'"
			)
		).toBe( 1 );
	} );
} );
