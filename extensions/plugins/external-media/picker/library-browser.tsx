import { useCallback, useEffect } from '@wordpress/element';
import { fetchLibraryPage } from '../../../../shared/external-media/library';
import type { ListParams } from '../../../../shared/external-media/api';
import type { BrowserProps } from './browser-props';
import { usePicker } from './use-picker';
import { MediaGrid } from './media-grid';
import { BrowserNotice } from './browser-notice';
import { useCopyingReport } from './use-copying-report';

const LIBRARY = { path: 'library' };

/** The site's own media library: items already there are inserted as they are. */
export function LibraryBrowser( {
	upload,
	onClose,
	onCopyingChange,
}: BrowserProps ) {
	const types = ( upload.allowedTypes ?? [] ).join( ',' );
	const fetchPage = useCallback(
		( params: ListParams ) =>
			fetchLibraryPage( types ? types.split( ',' ) : [], params ),
		[ types ]
	);
	const picker = usePicker( {
		source: 'library',
		upload,
		fetchPage,
		onClose,
	} );
	const { request, state } = picker;
	useEffect( () => request( LIBRARY, true ), [ request ] );
	useCopyingReport( state.isCopying, onCopyingChange );
	return (
		<>
			<BrowserNotice notice={ state.notice } />
			<MediaGrid
				state={ state }
				selected={ picker.selected }
				onItemClick={ picker.onItemClick }
				onLoadMore={ () => request( LIBRARY, false ) }
				onInsert={ picker.insert }
			/>
		</>
	);
}
