import {
	INITIAL_BROWSER_STATE,
	browserReducer,
	shouldRequest,
	type BrowserState,
} from '../browser-state';
import { mediaItem } from './media-item';

const account = { image: 'https://example.test/me.png', name: 'Alex' };

const listed: BrowserState = {
	...INITIAL_BROWSER_STATE,
	media: [ mediaItem( 'a' ), mediaItem( 'b' ) ],
	nextHandle: 'page-2',
	account,
	notice: 'Old notice',
};

describe( 'the browser state', () => {
	it( 'starts empty, authenticated, in the default view', () => {
		expect( INITIAL_BROWSER_STATE ).toStrictEqual( {
			account: null,
			media: [],
			nextHandle: null,
			isLoading: false,
			isCopying: false,
			isAuthenticated: true,
			path: { ID: 'recent', name: '' },
			notice: null,
		} );
	} );

	it( 'clears the list, account, handle and notice on a fresh request', () => {
		expect(
			browserReducer( listed, { type: 'request', fresh: true } )
		).toStrictEqual( {
			...listed,
			media: [],
			account: null,
			nextHandle: null,
			notice: null,
			isLoading: true,
		} );
	} );

	it( 'keeps the list on a paging request', () => {
		expect(
			browserReducer( listed, { type: 'request', fresh: false } )
		).toStrictEqual( { ...listed, isLoading: true } );
	} );

	it( 'holds a next page while a request is in flight, and lets a fresh one replace it', () => {
		const loading = { ...listed, isLoading: true };
		expect(
			browserReducer( loading, { type: 'request', fresh: false } )
		).toBe( loading );
		expect( shouldRequest( loading, false ) ).toBe( false );
		expect( shouldRequest( loading, true ) ).toBe( true );
		expect(
			browserReducer( loading, { type: 'request', fresh: true } )
		).toStrictEqual( {
			...loading,
			media: [],
			account: null,
			nextHandle: null,
			notice: null,
		} );
	} );

	it( 'fetches no next page once the handle is false and items exist', () => {
		const done = { ...listed, nextHandle: false as const };
		expect( shouldRequest( done, false ) ).toBe( false );
		expect(
			browserReducer( done, { type: 'request', fresh: false } )
		).toBe( done );
		expect( shouldRequest( done, true ) ).toBe( true );
		const emptyDone = { ...done, media: [] };
		expect( shouldRequest( emptyDone, false ) ).toBe( true );
		expect( shouldRequest( { ...listed, nextHandle: null }, false ) ).toBe(
			true
		);
	} );

	it( 'appends the next page without repeating an id', () => {
		const loading = { ...listed, isLoading: true };
		const next = browserReducer( loading, {
			type: 'received',
			media: [
				mediaItem( 'b' ),
				mediaItem( 'c' ),
				mediaItem( 'c' ),
				mediaItem( 'a' ),
				mediaItem( 'd' ),
			],
			next: false,
		} );
		expect( next ).toStrictEqual( {
			...listed,
			media: [
				mediaItem( 'a' ),
				mediaItem( 'b' ),
				mediaItem( 'c' ),
				mediaItem( 'd' ),
			],
			nextHandle: false,
			isLoading: false,
		} );
	} );

	it( 'takes the account of an answer that has one', () => {
		const other = { image: 'x', name: 'Sam' };
		expect(
			browserReducer(
				{ ...INITIAL_BROWSER_STATE, isLoading: true },
				{
					type: 'received',
					media: [ mediaItem( 'a' ) ],
					next: 'n',
					account: other,
				}
			)
		).toStrictEqual( {
			...INITIAL_BROWSER_STATE,
			media: [ mediaItem( 'a' ) ],
			nextHandle: 'n',
			account: other,
		} );
	} );

	it( 'stops loading and copying on failure, with the notice', () => {
		const busy = { ...listed, isLoading: true, isCopying: true };
		expect(
			browserReducer( busy, {
				type: 'failed',
				notice: 'Internal server error',
				unauthorized: false,
			} )
		).toStrictEqual( {
			...listed,
			notice: 'Internal server error',
		} );
	} );

	it( 'leaves the authenticated state on an authorization failure', () => {
		const busy = { ...listed, isLoading: true, notice: null };
		expect(
			browserReducer( busy, {
				type: 'failed',
				notice: null,
				unauthorized: true,
			} )
		).toStrictEqual( { ...listed, notice: null, isAuthenticated: false } );
	} );

	it( 'copies, connects, disconnects and navigates', () => {
		const copying = browserReducer( listed, { type: 'copy' } );
		expect( copying ).toStrictEqual( {
			...listed,
			isCopying: true,
			notice: null,
		} );
		expect( browserReducer( copying, { type: 'copied' } ) ).toStrictEqual( {
			...listed,
			notice: null,
		} );
		const out = browserReducer( listed, {
			type: 'authenticated',
			value: false,
		} );
		expect( out ).toStrictEqual( { ...listed, isAuthenticated: false } );
		expect(
			browserReducer( out, { type: 'authenticated', value: true } )
		).toStrictEqual( listed );
		expect(
			browserReducer( listed, {
				type: 'navigate',
				path: { ID: 'album-1', name: 'Skye' },
			} )
		).toStrictEqual( { ...listed, path: { ID: 'album-1', name: 'Skye' } } );
	} );
} );
