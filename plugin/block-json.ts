/**
 * The block.json a block gets in the plugin: its own, with the asset fields naming what the
 * plugin build wrote. The editor code is one script for every block and editor plugin, so the
 * editor fields name its handles; the visitor assets are files beside the block.json.
 */
import type { BlockJson } from '../shared/loader/types';

/** The handles plugin/includes/editor.php registers. */
export const EDITOR_SCRIPT_HANDLE = 'tessera-editor';
export const EDITOR_CANVAS_STYLE_HANDLE = 'tessera-editor-canvas';

/** Which visitor files the build wrote in the block's folder. */
export interface BuiltBlockFiles {
	viewScript: boolean;
	viewStyle: boolean;
	style: boolean;
}

/**
 * @param metadata The block's source block.json.
 * @param built    The files the build wrote for it.
 */
export function pluginBlockJson(
	metadata: BlockJson,
	built: BuiltBlockFiles
): BlockJson {
	const {
		editorScript,
		editorStyle,
		script,
		style,
		viewScript,
		viewStyle,
		render,
		...rest
	} = metadata;
	return {
		...rest,
		editorScript: EDITOR_SCRIPT_HANDLE,
		editorStyle: EDITOR_CANVAS_STYLE_HANDLE,
		...( built.style ? { style: 'file:./style.css' } : {} ),
		...( built.viewScript ? { viewScript: 'file:./view.js' } : {} ),
		...( built.viewStyle ? { viewStyle: 'file:./view.css' } : {} ),
	};
}
