import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

describe( 'publishing through /wp/v2/posts', () => {
	it( 'publishes a post now even when the clock ticks over a second during the write', async () => {
		// Every reading of the clock lands one second after the one before, as on a loaded machine
		// where the write straddles a second boundary.
		let tick = Date.now();
		const iso = Date.prototype.toISOString;
		const readClock = jest
			.spyOn( Date.prototype, 'toISOString' )
			.mockImplementation( () =>
				iso.call( new Date( ( tick += 1000 ) ) )
			);
		let response;
		try {
			response = await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'On the boundary',
				status: 'publish',
			} );
		} finally {
			readClock.mockRestore();
		}
		expect( response.statusCode ).toBe( 201 );
		expect( response.json().status ).toBe( 'publish' );
	} );
} );
