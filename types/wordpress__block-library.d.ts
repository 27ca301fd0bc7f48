/**
 * The package @wordpress/block-library ships no type declarations; this covers what the editor page uses
 * (edit-post registers the core blocks itself).
 */
declare module '@wordpress/block-library' {
	export function registerCoreBlocks( blocks?: unknown[] ): void;
	export function __experimentalGetCoreBlocks(): unknown[];
}
