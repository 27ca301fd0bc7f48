import type { MediaUploadProps } from '../sources';

/** What every source's browser gets: the block's MediaUpload props and the modal's callbacks. */
export interface BrowserProps {
	upload: MediaUploadProps;
	onClose: () => void;
	onCopyingChange: ( copying: boolean ) => void;
}
