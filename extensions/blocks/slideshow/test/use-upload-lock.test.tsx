import { renderHook } from '@testing-library/react';
import { useUploadLock } from '../use-upload-lock';

const lockPostSaving = jest.fn();
const unlockPostSaving = jest.fn();

jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );
jest.mock( '@wordpress/data', () => ( {
	useDispatch: () => ( { lockPostSaving, unlockPostSaving } ),
} ) );

beforeEach( () => {
	lockPostSaving.mockClear();
	unlockPostSaving.mockClear();
} );

it( 'locks saving while an upload runs and releases it when all are done', () => {
	const { rerender, unmount } = renderHook(
		( { uploading } ) => useUploadLock( 'tessera-slideshow-1', uploading ),
		{ initialProps: { uploading: false } }
	);
	expect( lockPostSaving ).not.toHaveBeenCalled();
	rerender( { uploading: true } );
	expect( lockPostSaving.mock.calls ).toStrictEqual( [
		[ 'tessera-slideshow-1' ],
	] );
	expect( unlockPostSaving ).not.toHaveBeenCalled();
	// Another upload finishing while one still runs keeps the lock.
	rerender( { uploading: true } );
	expect( lockPostSaving ).toHaveBeenCalledTimes( 1 );
	rerender( { uploading: false } );
	expect( unlockPostSaving.mock.calls ).toStrictEqual( [
		[ 'tessera-slideshow-1' ],
	] );
	unmount();
	expect( unlockPostSaving ).toHaveBeenCalledTimes( 1 );
} );

it( 'releases the lock when the block goes away mid-upload', () => {
	const { unmount } = renderHook( () =>
		useUploadLock( 'tessera-slideshow-2', true )
	);
	unmount();
	expect( unlockPostSaving.mock.calls ).toStrictEqual( [
		[ 'tessera-slideshow-2' ],
	] );
} );
