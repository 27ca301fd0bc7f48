/**
 * Chunks load from the build directory the page names (the block-asset base URL comes from a
 * page global), so the same bundle works wherever the server mounts it. Imported first.
 */
if ( window.tesseraEditor?.assetBase ) {
	// eslint-disable-next-line camelcase -- webpack's own name.
	__webpack_public_path__ = window.tesseraEditor.assetBase;
}

export {};
