import type { ComponentType } from 'react';
import { useEffect } from '@wordpress/element';
import { addFilter, hasFilter } from '@wordpress/hooks';
import { SourceMenu } from './source-menu';
import type { MediaUploadProps } from './sources';

const HOOK = 'tessera/external-media';

/**
 * Gives every block's media button (image, gallery, cover, media and text, tiled gallery,
 * slideshow: all go through MediaUpload) the source menu, once the plugin is on. The editor's
 * own media library stays what 'Media Library' opens.
 */
export function ExternalMediaFilter() {
	useEffect( () => {
		if ( ! hasFilter( 'editor.MediaUpload', HOOK ) ) {
			addFilter(
				'editor.MediaUpload',
				HOOK,
				( Library: ComponentType< MediaUploadProps > ) =>
					function MediaUploadWithSources( props: MediaUploadProps ) {
						return <SourceMenu { ...props } library={ Library } />;
					}
			);
		}
	}, [] );
	return null;
}
