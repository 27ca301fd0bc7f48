/**
 * Stands in for `@wordpress/vips/worker` (wasm-vips, 13 MB). @wordpress/upload-media reaches it
 * only when client-side media processing (`window.__clientSideMediaProcessing`) is on, which it
 * is not here, as in WordPress core: uploads are processed by the server.
 */
function unavailable(): Promise< never > {
	return Promise.reject(
		new Error(
			'Client-side media processing is not available in this editor.'
		)
	);
}

export const vipsConvertImageFormat = unavailable;
export const vipsCompressImage = unavailable;
export const vipsResizeImage = unavailable;
export const vipsHasTransparency = unavailable;
export const vipsGetUltraHdrInfo = unavailable;
export const vipsRotateImage = unavailable;
export const vipsCancelOperations = unavailable;
export function terminateVipsWorker(): void {}
