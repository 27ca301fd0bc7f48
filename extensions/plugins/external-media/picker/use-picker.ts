import { useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { copyMedia } from '../../../../shared/external-media/api';
import {
	firstCopyFailure,
	readBrowserError,
} from '../../../../shared/external-media/errors';
import {
	insertedMedia,
	selectionForEditor,
	toggleSelection,
	type InsertedMedia,
} from '../../../../shared/external-media/selection';
import {
	useMediaBrowser,
	type PageFetcher,
} from '../../../../shared/external-media/use-media-browser';
import type {
	CopiedMedia,
	ExternalMediaItem,
	MediaSource,
} from '../../../../shared/external-media/types';
import type { MediaUploadProps } from '../sources';

export interface PickerOptions {
	source: MediaSource;
	upload: MediaUploadProps;
	fetchPage: PageFetcher;
	onClose: () => void;
}

/**
 * A picker's browser, selection and insertion: the chosen items are copied into the media
 * library, then handed to the block and the modal closes. A failed item keeps the modal open
 * with its error.
 */
export function usePicker( {
	source,
	upload,
	fetchPage,
	onClose,
}: PickerOptions ) {
	const browser = useMediaBrowser( fetchPage );
	const { navigate } = browser;
	const [ selected, setSelected ] = useState< ExternalMediaItem[] >( [] );
	const multiple = !! upload.multiple;
	// The post the copies are attached to; none outside the post editor (no core/editor store).
	const postId = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as
			{ getCurrentPostId?: () => unknown } | undefined;
		return Number( editor?.getCurrentPostId?.() ) || 0;
	}, [] );

	const onItemClick = useCallback(
		( item: ExternalMediaItem ) => {
			if ( item.type === 'folder' ) {
				setSelected( [] );
				navigate( { ID: item.ID, name: item.title } );
				return;
			}
			setSelected( ( current ) =>
				toggleSelection( current, item, multiple )
			);
		},
		[ multiple, navigate ]
	);

	const insert = async () => {
		const { dispatch } = browser;
		dispatch( { type: 'copy' } );
		let media: InsertedMedia[];
		try {
			const result = await copyMedia( source, selected, postId );
			const failure = firstCopyFailure( result );
			if ( failure ) {
				dispatch( {
					type: 'failed',
					...readBrowserError( failure ),
				} );
				return;
			}
			media = ( result as CopiedMedia[] ).map( insertedMedia );
		} catch ( error ) {
			dispatch( { type: 'failed', ...readBrowserError( error ) } );
			return;
		}
		dispatch( { type: 'copied' } );
		const value = upload.value;
		upload.onSelect(
			selectionForEditor( media, {
				multiple,
				addToGallery: !! upload.addToGallery,
				existingIds: Array.isArray( value ) ? value : [],
			} )
		);
		onClose();
	};

	return { ...browser, selected, setSelected, onItemClick, insert };
}
