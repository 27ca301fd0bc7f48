/**
 * The media library shows what was uploaded since the editor opened. Its modal fetches the
 * attachment list once, when the first media button appears, and an upload through a block's
 * own button or drop zone goes around it; so each opening forgets the lists it keeps and
 * the modal asks the site again.
 */
import type { ComponentType, ReactNode } from 'react';
import { store as coreStore } from '@wordpress/core-data';
import { useRegistry } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';

type Registry = ReturnType< typeof useRegistry >;

interface MediaUploadProps {
	render: ( props: { open: () => void } ) => ReactNode;
}

function forgetAttachmentLists( registry: Registry ) {
	const cached = registry.select( coreStore ).getCachedResolvers() as {
		getEntityRecords?: Map< unknown[], unknown >;
	};
	cached.getEntityRecords?.forEach( ( _state, args ) => {
		if ( args[ 0 ] === 'postType' && args[ 1 ] === 'attachment' ) {
			registry
				.dispatch( coreStore )
				.invalidateResolution( 'getEntityRecords', args );
		}
	} );
}

/** Wraps the editor's media upload component (registered by WordPress's editor package). */
export function refreshMediaLibraryOnOpen() {
	addFilter(
		'editor.MediaUpload',
		'tessera/editor/fresh-media-library',
		( MediaUpload: ComponentType< MediaUploadProps > ) =>
			function FreshMediaUpload( props: MediaUploadProps ) {
				const registry = useRegistry();
				return (
					<MediaUpload
						{ ...props }
						render={ ( { open } ) =>
							props.render( {
								open: () => {
									forgetAttachmentLists( registry );
									open();
								},
							} )
						}
					/>
				);
			}
	);
}
