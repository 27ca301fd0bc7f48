import { __ } from '@wordpress/i18n';
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

/** Whether the block takes images only (then the stock source is offered and photos forced). */
export function onlyImages( allowedTypes: string[] | undefined ): boolean {
	return (
		!! allowedTypes?.length &&
		allowedTypes.every(
			( type ) => type === 'image' || type.startsWith( 'image/' )
		)
	);
}

/** Whether the block takes images at all (the stock source has nothing else). */
export function takesImages( allowedTypes: string[] | undefined ): boolean {
	return (
		! allowedTypes?.length ||
		allowedTypes.some(
			( type ) => type === 'image' || type.startsWith( 'image/' )
		)
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
