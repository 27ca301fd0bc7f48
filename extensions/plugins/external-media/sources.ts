import { __ } from '@wordpress/i18n';
import type { FixedType } from '../../../shared/external-media/filters';
import type { MediaSource } from '../../../shared/external-media/types';

/** What the source menu can open: the site's own library or an external service. */
export type PickerSource = 'library' | MediaSource;

/** The props the editor gives a MediaUpload (the parts the picker reads). */
export interface MediaUploadProps {
	allowedTypes?: string[];
	multiple?: boolean | 'add';
	addToGallery?: boolean;
	gallery?: boolean;
	value?: number | number[];
	onSelect: ( media: unknown ) => void;
	render: ( options: { open: () => void } ) => JSX.Element | null;
}

function isKind( type: string, kind: 'image' | 'video' ): boolean {
	return type === kind || type.startsWith( `${ kind }/` );
}

/**
 * The media type a block forces on the photo library: photos when it takes only images, videos
 * when it takes only videos, none otherwise (or when it names no types).
 */
export function fixedMediaType(
	allowedTypes: string[] | undefined
): FixedType {
	if ( ! allowedTypes?.length ) {
		return null;
	}
	if ( allowedTypes.every( ( type ) => isKind( type, 'image' ) ) ) {
		return 'photo';
	}
	if ( allowedTypes.every( ( type ) => isKind( type, 'video' ) ) ) {
		return 'video';
	}
	return null;
}

/** Whether the block takes images at all (the stock source has nothing else). */
export function takesImages( allowedTypes: string[] | undefined ): boolean {
	return (
		! allowedTypes?.length ||
		allowedTypes.some( ( type ) => isKind( type, 'image' ) )
	);
}

/** The sources the menu offers for a block's allowed types, with their labels. */
export function menuSources(
	allowedTypes: string[] | undefined
): Array< { source: PickerSource; label: string } > {
	const sources: Array< { source: PickerSource; label: string } > = [
		{ source: 'library', label: __( 'Media Library', 'tessera' ) },
		{ source: 'google_photos', label: __( 'Google Photos', 'tessera' ) },
	];
	if ( takesImages( allowedTypes ) ) {
		sources.push( {
			source: 'pexels',
			label: __( 'Pexels Free Photos', 'tessera' ),
		} );
	}
	return sources;
}
