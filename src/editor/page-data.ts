import type { EditorPageData } from '../../shared/editor-page/types';

declare global {
	interface Window {
		tesseraEditor?: EditorPageData;
	}
}

export function getPageData(): EditorPageData {
	const data = window.tesseraEditor;
	if ( ! data ) {
		throw new Error(
			'The editor page did not print window.tesseraEditor.'
		);
	}
	return data;
}
