import { flushAnalytics, recordEvent } from '../queue';

describe( 'the analytics queue', () => {
	const fetchMock = jest.fn( () => Promise.resolve( {} ) );
	beforeEach( () => {
		fetchMock.mockClear();
		global.fetch = fetchMock as unknown as typeof fetch;
	} );

	it( 'sends an event to the pixel after the caller returns, with its properties', async () => {
		expect(
			recordEvent( 'jetpack_editor_block_upgrade_click', {
				plan: 'premium',
				block: 'tessera/markdown',
			} )
		).toBe( true );
		// Not sent synchronously: the editor never waits on the pixel.
		expect( fetchMock ).not.toHaveBeenCalled();
		await flushAnalytics();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		const sent = new URL( url, 'http://site.test' );
		expect( sent.pathname ).toBe( '/pixel/t.gif' );
		expect( sent.searchParams.get( '_en' ) ).toBe(
			'jetpack_editor_block_upgrade_click'
		);
		expect( sent.searchParams.get( 'plan' ) ).toBe( 'premium' );
		expect( sent.searchParams.get( 'block' ) ).toBe( 'tessera/markdown' );
		expect( init.keepalive ).toBe( true );
	} );

	it( 'drops names without one of the two prefixes', async () => {
		expect( recordEvent( 'other_click' ) ).toBe( false );
		expect( recordEvent( 'Tessera_Click' ) ).toBe( false );
		expect( recordEvent( 'tessera_' ) ).toBe( false );
		await flushAnalytics();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'sends every queued event once, and a failed request does not throw', async () => {
		fetchMock.mockImplementationOnce( () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		recordEvent( 'tessera_one' );
		recordEvent( 'tessera_two' );
		await expect( flushAnalytics() ).resolves.toBeUndefined();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );
} );
