import {
	POPUP_HEIGHT,
	POPUP_POLL_INTERVAL,
	CLOSED_POPUP_GRACE,
	POPUP_WIDTH,
	centredPopupFeatures,
	isAccessGranted,
	requestExternalAccess,
} from '..';

const SERVICE_ORIGIN = 'https://accounts.example.com';
const URL = `${ SERVICE_ORIGIN }/keyring/connect/google_photos`;

/** A stand-in for the popup window: closed when the user (or the test) closes it. */
function fakePopup() {
	return {
		closed: false,
		close() {
			this.closed = true;
		},
	};
}

let popup: ReturnType< typeof fakePopup >;
let open: jest.SpyInstance;

beforeEach( () => {
	jest.useFakeTimers();
	popup = fakePopup();
	open = jest
		.spyOn( window, 'open' )
		.mockImplementation( () => popup as unknown as Window );
} );

afterEach( () => {
	open.mockRestore();
	jest.useRealTimers();
} );

/** What the popup's page does: `window.opener.postMessage( data, … )`, seen from the opener. */
function post(
	data: unknown,
	origin = SERVICE_ORIGIN,
	source: unknown = popup
) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source: source as never } )
	);
}

/** Closes the popup, lets one poll see it, and lets the grace for late messages pass. */
function closePopup() {
	popup.close();
	jest.advanceTimersByTime( POPUP_POLL_INTERVAL + CLOSED_POPUP_GRACE );
}

describe( 'requestExternalAccess', () => {
	it( 'opens a 780 by 700 popup centred on the current window', async () => {
		expect( [ POPUP_WIDTH, POPUP_HEIGHT, POPUP_POLL_INTERVAL ] ).toEqual( [
			780, 700, 100,
		] );
		expect(
			centredPopupFeatures( {
				screenX: 100,
				screenY: 50,
				outerWidth: 1280,
				outerHeight: 1001,
			} )
		).toBe( 'width=780,height=700,left=350,top=201' );
		const request = requestExternalAccess( URL );
		expect( open ).toHaveBeenCalledWith(
			URL,
			expect.any( String ),
			centredPopupFeatures( window )
		);
		closePopup();
		await request;
	} );

	it( 'opens a popup of the size a service asks for, centred', async () => {
		expect(
			centredPopupFeatures(
				{
					screenX: 100,
					screenY: 50,
					outerWidth: 1280,
					outerHeight: 1001,
				},
				700,
				700
			)
		).toBe( 'width=700,height=700,left=390,top=201' );
		const request = requestExternalAccess( URL, {
			width: 700,
			height: 700,
		} );
		expect( open ).toHaveBeenCalledWith(
			URL,
			expect.any( String ),
			centredPopupFeatures( window, 700, 700 )
		);
		closePopup();
		await request;
	} );

	it( 'resolves with the keyring id as a number, the token and the user once the popup closes', async () => {
		const settled = jest.fn();
		const request = requestExternalAccess( URL ).then( settled );
		post( {
			keyring_id: '42',
			id_token: 'token-1',
			user: { external_display: 'Alex Rivera' },
		} );
		jest.advanceTimersByTime( POPUP_POLL_INTERVAL * 5 );
		await Promise.resolve();
		expect( settled ).not.toHaveBeenCalled();
		closePopup();
		await request;
		expect( settled ).toHaveBeenCalledWith( {
			keyring_id: 42,
			id_token: 'token-1',
			user: { external_display: 'Alex Rivera' },
		} );
		expect( isAccessGranted( settled.mock.calls[ 0 ][ 0 ] ) ).toBe( true );
	} );

	it( 'takes a message delivered just after the popup is seen closed, and none after the grace', async () => {
		const late = jest.fn();
		const request = requestExternalAccess( URL ).then( late );
		popup.close();
		jest.advanceTimersByTime( POPUP_POLL_INTERVAL );
		post( { keyring_id: 7 } );
		jest.advanceTimersByTime( CLOSED_POPUP_GRACE );
		await request;
		expect( late ).toHaveBeenCalledWith( { keyring_id: 7 } );

		const tooLate = requestExternalAccess( URL );
		closePopup();
		post( { keyring_id: 8 } );
		expect( await tooLate ).toEqual( {} );
	} );

	it( 'resolves empty when the popup closes without a message', async () => {
		const request = requestExternalAccess( URL );
		closePopup();
		const result = await request;
		expect( result ).toEqual( {} );
		expect( isAccessGranted( result ) ).toBe( false );
	} );

	it( 'ignores a message from another origin', async () => {
		const request = requestExternalAccess( URL );
		post( { keyring_id: 1 }, 'https://evil.example.net' );
		post( { keyring_id: 2 }, 'http://accounts.example.com' );
		closePopup();
		expect( await request ).toEqual( {} );
	} );

	it( 'ignores a message from another window, even of the right origin', async () => {
		const request = requestExternalAccess( URL );
		post( { keyring_id: 1 }, SERVICE_ORIGIN, fakePopup() );
		post( { keyring_id: 2 }, SERVICE_ORIGIN, window );
		post( { keyring_id: 3 }, SERVICE_ORIGIN, null );
		closePopup();
		expect( await request ).toEqual( {} );
	} );

	it( 'ignores messages without a usable keyring id, keeping the last good one', async () => {
		const request = requestExternalAccess( URL );
		post( { keyring_id: 7, id_token: 'good' } );
		for ( const data of [
			{ keyring_id: 'abc' },
			{ keyring_id: '12abc' },
			{ keyring_id: '' },
			{ keyring_id: 0 },
			{ keyring_id: -3 },
			{ keyring_id: 1.5 },
			{ keyring_id: NaN },
			{ keyring_id: [ 8 ] },
			{ id_token: 'no id' },
			'keyring_id=9',
			null,
			[ 9 ],
		] ) {
			post( data );
		}
		closePopup();
		expect( await request ).toEqual( {
			keyring_id: 7,
			id_token: 'good',
			user: undefined,
		} );
	} );

	it( 'drops a token or user of the wrong type', async () => {
		const request = requestExternalAccess( URL );
		post( { keyring_id: 5, id_token: 12, user: 'Alex' } );
		closePopup();
		expect( await request ).toEqual( {
			keyring_id: 5,
			id_token: undefined,
			user: undefined,
		} );
	} );

	it( 'resolves empty at once when the popup is blocked', async () => {
		open.mockImplementation( () => null );
		const listen = jest.spyOn( window, 'addEventListener' );
		expect( await requestExternalAccess( URL ) ).toEqual( {} );
		expect( jest.getTimerCount() ).toBe( 0 );
		expect( listen ).not.toHaveBeenCalledWith(
			'message',
			expect.anything()
		);
		listen.mockRestore();
	} );

	it( 'clears its timer and its message listener when done', async () => {
		const remove = jest.spyOn( window, 'removeEventListener' );
		const request = requestExternalAccess( URL );
		expect( jest.getTimerCount() ).toBe( 1 );
		closePopup();
		await request;
		expect( jest.getTimerCount() ).toBe( 0 );
		expect( remove ).toHaveBeenCalledWith(
			'message',
			expect.any( Function )
		);
		remove.mockRestore();
	} );

	it( 'closes the popup and resolves when aborted', async () => {
		const controller = new AbortController();
		const request = requestExternalAccess( URL, {
			signal: controller.signal,
		} );
		controller.abort();
		expect( await request ).toEqual( {} );
		expect( popup.closed ).toBe( true );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'opens a relative address on this site and expects messages from this origin', async () => {
		const request = requestExternalAccess( '/keyring/connect/tumblr' );
		expect( open.mock.calls[ 0 ][ 0 ] ).toBe(
			`${ window.location.origin }/keyring/connect/tumblr`
		);
		post( { keyring_id: 3 }, SERVICE_ORIGIN );
		post( { keyring_id: 4 }, window.location.origin );
		closePopup();
		expect( await request ).toMatchObject( { keyring_id: 4 } );
	} );
} );
