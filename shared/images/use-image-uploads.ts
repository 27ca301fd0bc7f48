import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useBlockNotices } from './block-notices';
import type { MediaItem } from './from-media';

type UploadError = { message: string } | string;

type MediaUpload = ( options: {
	allowedTypes: string[];
	filesList: File[];
	onFileChange: ( media: MediaItem[] ) => void;
	onError: ( error: UploadError ) => void;
} ) => void;

/**
 * Image uploads through the editor's own uploader (blob previews first, then the saved
 * attachments), with failures shown in the block's notice area (`noticeUI`).
 */
export function useImageUploads() {
	const mediaUpload = useSelect(
		( select ) =>
			select( blockEditorStore ).getSettings().mediaUpload as
				MediaUpload | undefined,
		[]
	);
	const { noticeUI, createErrorNotice } = useBlockNotices();

	const onError = ( error: UploadError ) =>
		createErrorNotice( typeof error === 'string' ? error : error.message );

	/**
	 * Uploads `files`; `onFileChange` receives every uploaded item each time one progresses.
	 *
	 * @param files        The files the person chose or dropped.
	 * @param onFileChange Called with the uploaded items, blob previews first.
	 */
	const uploadFiles = (
		files: File[],
		onFileChange: ( media: MediaItem[] ) => void
	) => {
		if ( ! mediaUpload || ! files.length ) {
			return;
		}
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange,
			onError,
		} );
	};

	return { uploadFiles, onError, noticeUI };
}
