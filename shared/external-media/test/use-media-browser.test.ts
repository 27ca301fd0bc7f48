import { act, renderHook } from '@testing-library/react';
import type { ListParams } from '../api';
import type { ExternalMediaList } from '../types';
import { useMediaBrowser } from '../use-media-browser';
import { mediaItem } from './media-item';

/** A fetcher whose answers the test gives, in any order, by the request's search term. */
function controlledFetcher() {
	const pending = new Map<
		string,
		{
			resolve: ( list: ExternalMediaList ) => void;
			reject: ( error: unknown ) => void;
		}
	>();
	const fetchPage = jest.fn(
		( params: ListParams ) =>
			new Promise< ExternalMediaList >( ( resolve, reject ) =>
				pending.set( String( params.search ), { resolve, reject } )
			)
	);
	const answer = async ( search: string, ids: string[] ) => {
		await act( async () =>
			pending.get( search )!.resolve( {
				media: ids.map( mediaItem ),
				meta: { next_page: false },
			} )
		);
	};
	const fail = async ( search: string ) => {
		await act( async () =>
			pending.get( search )!.reject( {
				code: 'internal_server_error',
				message: 'Internal server error',
			} )
		);
	};
	return { fetchPage, answer, fail };
}

describe( 'useMediaBrowser', () => {
	it( 'shows the answer to the latest search when an earlier one answers last', async () => {
		const { fetchPage, answer } = controlledFetcher();
		const { result } = renderHook( () => useMediaBrowser( fetchPage ) );
		act( () =>
			result.current.request(
				{ path: 'recent', search: 'animals' },
				true
			)
		);
		act( () =>
			result.current.request(
				{ path: 'recent', search: 'landmarks' },
				true
			)
		);
		expect( fetchPage ).toHaveBeenCalledTimes( 2 );
		await answer( 'landmarks', [ 'tower', 'bridge', 'arch' ] );
		await answer( 'animals', [ 'cat', 'dog', 'owl', 'fox', 'hen' ] );
		expect(
			result.current.state.media.map( ( media ) => media.ID )
		).toStrictEqual( [ 'tower', 'bridge', 'arch' ] );
		expect( result.current.state.isLoading ).toBe( false );
	} );

	it( 'drops the failure of a search a newer one replaced', async () => {
		const { fetchPage, answer, fail } = controlledFetcher();
		const { result } = renderHook( () => useMediaBrowser( fetchPage ) );
		act( () =>
			result.current.request( { path: 'recent', search: 'error' }, true )
		);
		act( () =>
			result.current.request( { path: 'recent', search: 'nature' }, true )
		);
		await answer( 'nature', [ 'fern' ] );
		await fail( 'error' );
		expect( result.current.state.notice ).toBeNull();
		expect(
			result.current.state.media.map( ( media ) => media.ID )
		).toStrictEqual( [ 'fern' ] );
	} );

	it( 'asks for no next page while a request is in flight', () => {
		const { fetchPage } = controlledFetcher();
		const { result } = renderHook( () => useMediaBrowser( fetchPage ) );
		act( () =>
			result.current.request( { path: 'recent', search: 'nature' }, true )
		);
		act( () =>
			result.current.request(
				{ path: 'recent', search: 'nature' },
				false
			)
		);
		expect( fetchPage ).toHaveBeenCalledTimes( 1 );
	} );
} );
