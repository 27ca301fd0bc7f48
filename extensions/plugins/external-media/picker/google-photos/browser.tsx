import { SelectControl } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { requestExternalAccess } from '../../../../../shared/popup-sign-in';
import {
	deleteConnection,
	fetchConnection,
	fetchMediaList,
	type ListParams,
} from '../../../../../shared/external-media/api';
import {
	DEFAULT_PATH,
	PATH_ALBUMS,
	PATH_RECENT,
} from '../../../../../shared/external-media/constants';
import {
	filterQueryParts,
	initialFilters,
	type FixedType,
	type PhotoFilters,
} from '../../../../../shared/external-media/filters';
import type { ExternalMediaItem } from '../../../../../shared/external-media/types';
import { fixedMediaType } from '../../sources';
import type { BrowserProps } from '../browser-props';
import { usePicker } from '../use-picker';
import { MediaGrid } from '../media-grid';
import { BrowserNotice } from '../browser-notice';
import { useCopyingReport } from '../use-copying-report';
import { ConnectScreen } from './connect-screen';
import { AccountHeader } from './account-header';
import { Breadcrumb } from './breadcrumb';
import { FilterBar } from './filter-bar';

const ALBUMS = { ID: PATH_ALBUMS, name: '' };

/** Whether an item is offered to a block that forces a type: folders, and items of that type. */
function offered( item: ExternalMediaItem, fixed: FixedType ): boolean {
	return (
		item.type === 'folder' ||
		item.type === ( fixed === 'photo' ? 'image' : 'video' )
	);
}

/**
 * The user's Google Photos: the connect screen until connected, then the account, the View
 * (photos or albums), the filters of the photos view, and an album's items under its breadcrumb.
 */
export function GooglePhotosBrowser( {
	upload,
	onClose,
	onCopyingChange,
}: BrowserProps ) {
	const fixed = fixedMediaType( upload.allowedTypes );
	const [ filters, setFilters ] = useState< PhotoFilters >( () =>
		initialFilters( fixed )
	);
	const [ awaiting, setAwaiting ] = useState( false );
	const fetchPage = useCallback(
		( params: ListParams ) =>
			fetchMediaList( 'google_photos', params ).then( ( answer ) =>
				// An album lists photos and videos; a block that takes one kind never sees the other.
				fixed
					? {
							...answer,
							media: answer.media.filter( ( item ) =>
								offered( item, fixed )
							),
						}
					: answer
			),
		[ fixed ]
	);
	const picker = usePicker( {
		source: 'google_photos',
		upload,
		fetchPage,
		onClose,
	} );
	const { state, request, dispatch, navigate } = picker;
	const { path, isAuthenticated, isCopying } = state;

	const params = useCallback( (): Omit< ListParams, 'pageHandle' > => {
		// Filters apply to the photos view only: albums and their items are listed whole.
		return path.ID === PATH_RECENT
			? { path: path.ID, filter: filterQueryParts( filters ) }
			: { path: path.ID };
	}, [ path.ID, filters ] );

	useEffect( () => {
		if ( isAuthenticated ) {
			request( params(), true );
		}
	}, [ isAuthenticated, params, request ] );
	useCopyingReport( isCopying, onCopyingChange );

	const connect = () => {
		setAwaiting( true );
		fetchConnection( 'google_photos' )
			.then( ( service ) => {
				if ( service.error ) {
					throw service;
				}
				return requestExternalAccess( service.connect_URL );
			} )
			.then( () => dispatch( { type: 'authenticated', value: true } ) )
			// A failed connection attempt only ends the wait; the connect screen stays.
			.catch( () => undefined )
			.finally( () => setAwaiting( false ) );
	};

	const disconnect = () => {
		deleteConnection( 'google_photos' )
			.then( () => dispatch( { type: 'authenticated', value: false } ) )
			.catch( () => undefined );
	};

	if ( ! isAuthenticated ) {
		return <ConnectScreen awaiting={ awaiting } onConnect={ connect } />;
	}

	const inAlbum = path.ID !== PATH_RECENT && path.ID !== PATH_ALBUMS;
	return (
		<>
			<AccountHeader
				account={ state.account }
				disabled={ isCopying }
				onDisconnect={ disconnect }
			/>
			<div className="tessera-external-media__toolbar">
				{ inAlbum ? (
					<Breadcrumb
						name={ path.name }
						onAlbums={ () => navigate( ALBUMS ) }
					/>
				) : (
					<SelectControl
						label={ __( 'View', 'tessera' ) }
						value={
							path.ID as typeof PATH_RECENT | typeof PATH_ALBUMS
						}
						options={ [
							{
								value: PATH_RECENT,
								label: __( 'Photos', 'tessera' ),
							},
							{
								value: PATH_ALBUMS,
								label: __( 'Albums', 'tessera' ),
							},
						] }
						disabled={ isCopying }
						onChange={ ( value ) =>
							navigate(
								value === PATH_ALBUMS ? ALBUMS : DEFAULT_PATH
							)
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				) }
				{ path.ID === PATH_RECENT && (
					<FilterBar
						filters={ filters }
						fixed={ fixed }
						disabled={ isCopying }
						onChange={ setFilters }
					/>
				) }
			</div>
			<BrowserNotice notice={ state.notice } />
			<MediaGrid
				state={ state }
				selected={ picker.selected }
				onItemClick={ picker.onItemClick }
				onLoadMore={ () => request( params(), false ) }
				onInsert={ picker.insert }
			/>
		</>
	);
}
