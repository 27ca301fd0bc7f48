import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from '../when-near-viewport';

type Callback = ( entries: Array< { isIntersecting: boolean } > ) => void;

/** An IntersectionObserver the test drives: it reports what the test says is in view. */
function fakeObserver() {
	const made: Array< {
		callback: Callback;
		options: IntersectionObserverInit;
		observed: Element[];
		disconnected: boolean;
	} > = [];
	class FakeObserver {
		record: ( typeof made )[ number ];
		constructor( callback: Callback, options: IntersectionObserverInit ) {
			this.record = {
				callback,
				options,
				observed: [],
				disconnected: false,
			};
			made.push( this.record );
		}
		observe( element: Element ) {
			this.record.observed.push( element );
		}
		disconnect() {
			this.record.disconnected = true;
		}
	}
	Object.defineProperty( window, 'IntersectionObserver', {
		configurable: true,
		writable: true,
		value: FakeObserver,
	} );
	return made;
}

afterEach( () => {
	delete ( window as { IntersectionObserver?: unknown } )
		.IntersectionObserver;
} );

describe( 'whenNearViewport', () => {
	it( 'loads once, when the element comes near the viewport, not before', () => {
		const made = fakeObserver();
		const element = document.createElement( 'div' );
		const load = jest.fn();
		whenNearViewport( element, load );

		expect( made ).toHaveLength( 1 );
		expect( made[ 0 ].options ).toStrictEqual( {
			rootMargin: NEAR_VIEWPORT_MARGIN,
		} );
		expect( made[ 0 ].observed ).toStrictEqual( [ element ] );
		made[ 0 ].callback( [ { isIntersecting: false } ] );
		expect( load ).not.toHaveBeenCalled();

		made[ 0 ].callback( [ { isIntersecting: true } ] );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( made[ 0 ].disconnected ).toBe( true );
	} );

	it( 'loads at once in a browser without IntersectionObserver', () => {
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
		const load = jest.fn();
		whenNearViewport( document.createElement( 'div' ), load );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );
