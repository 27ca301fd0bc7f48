import { useEffect } from '@wordpress/element';
import { addFilter, hasFilter } from '@wordpress/hooks';
import { SourceMenu } from './source-menu';
import type { MediaUploadProps } from './sources';

const HOOK = 'tessera/external-media';

/**
 * Gives every block's media button (image, gallery, cover, media and text, tiled gallery,
 * slideshow: all go through MediaUpload) the source menu, once the plugin is on.
 */
export function ExternalMediaFilter() {
	useEffect( () => {
		if ( ! hasFilter( 'editor.MediaUpload', HOOK ) ) {
			addFilter(
				'editor.MediaUpload',
				HOOK,
				() => ( props: MediaUploadProps ) => <SourceMenu { ...props } />
			);
		}
	}, [] );
	return null;
}
