import { store as blockEditorStore } from '@wordpress/block-editor';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import {
	idsMissingDetails,
	withAttachmentDetails,
	type AttachmentRecord,
} from './attachment-details';
import type { GalleryImage } from './types';

interface CoreSelectors {
	getMedia: ( id: number ) => AttachmentRecord | undefined | null;
}

/**
 * Fills in, from the media library, the file sizes and attachment pages the gallery's images lack
 * (images brought over from core's image and gallery blocks). Not a change of the person's: it
 * takes no undo step and leaves the column widths unsaved.
 *
 * @param images   The gallery's images.
 * @param onFilled Receives the images with their details.
 */
export function useAttachmentDetails(
	images: GalleryImage[],
	onFilled: ( images: GalleryImage[] ) => void
): void {
	const missing = idsMissingDetails( images );
	const key = missing.join( ',' );
	const attachments = useSelect(
		( select ) => {
			const core = select( coreStore ) as unknown as CoreSelectors;
			return missing.flatMap( ( id ) => core.getMedia( id ) ?? [] );
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say what to load.
		[ key ]
	);
	const { __unstableMarkNextChangeAsNotPersistent: notPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};
	useEffect( () => {
		const filled = withAttachmentDetails( images, attachments );
		if ( filled ) {
			notPersistent();
			onFilled( filled );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs when records arrive.
	}, [ attachments ] );
}
