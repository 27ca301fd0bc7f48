import {
	MAX_FRAME_HEIGHT,
	MIN_FRAME_HEIGHT,
	followPageHeight,
	pageHeightOf,
} from '../page-height';

const message = ( height: unknown, event = 'calendly.page_height' ) => ( {
	event,
	payload: { height },
} );

describe( 'pageHeightOf', () => {
	it( 'reads the height of a page height message, rounded up', () => {
		expect( pageHeightOf( message( '512px' ) ) ).toBe( 512 );
		expect( pageHeightOf( message( '512.2px' ) ) ).toBe( 513 );
	} );

	it( 'keeps the frame within its bounds, on both sides of each', () => {
		expect( pageHeightOf( message( '319px' ) ) ).toBe( MIN_FRAME_HEIGHT );
		expect( pageHeightOf( message( '320px' ) ) ).toBe( 320 );
		expect( pageHeightOf( message( '321px' ) ) ).toBe( 321 );
		expect( pageHeightOf( message( '1999px' ) ) ).toBe( 1999 );
		expect( pageHeightOf( message( '2000px' ) ) ).toBe( 2000 );
		expect( pageHeightOf( message( '2001px' ) ) ).toBe( MAX_FRAME_HEIGHT );
	} );

	it( 'ignores anything else', () => {
		for ( const data of [
			undefined,
			null,
			'calendly.page_height',
			{ event: 'calendly.page_height' },
			message( '512px', 'calendly.event_scheduled' ),
			message( 512 ),
			message( '512' ),
			message( 'x512px' ),
			message( '512pxx' ),
			message( '512px;background:red' ),
			message( '-512px' ),
			message( '123456px' ),
		] ) {
			expect( pageHeightOf( data ) ).toBeUndefined();
		}
	} );
} );

describe( 'followPageHeight', () => {
	function post( source: unknown, data: unknown ) {
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data,
				source: source as MessageEventSource,
			} )
		);
	}

	it( "takes only its own frame's messages, until stopped", () => {
		const iframe = document.createElement( 'iframe' );
		const other = document.createElement( 'iframe' );
		document.body.append( iframe, other );
		const stop = followPageHeight( iframe );

		post( other.contentWindow, message( '400px' ) );
		expect( iframe.style.height ).toBe( '' );
		post( iframe.contentWindow, message( '400px' ) );
		expect( iframe.style.height ).toBe( '400px' );
		post( iframe.contentWindow, message( 'tall' ) );
		expect( iframe.style.height ).toBe( '400px' );

		stop();
		post( iframe.contentWindow, message( '700px' ) );
		expect( iframe.style.height ).toBe( '400px' );
		iframe.remove();
		other.remove();
	} );
} );
