/**
 * The addresses each embed provider's variation of the core embed block recognises. Pure: the
 * editor's variations and the tests share it.
 */
export const EMBED_PATTERNS: Record< string, RegExp[] > = {
	facebook: [
		/^https?:\/\/(?:www\.|m\.|web\.|business\.)?facebook\.com\/[^\s]+$/i,
		/^https?:\/\/fb\.watch\/[\w-]+\/?$/i,
	],
	instagram: [
		/^https?:\/\/(?:www\.)?instagr(?:\.am|am\.com)\/(?:[\w.]+\/)?(?:p|reel|tv)\/[\w-]+\/?(?:\?[^\s]*)?$/i,
	],
	loom: [
		/^https?:\/\/(?:www\.)?loom\.com\/share\/[\w-]+\/?(?:\?[^\s]*)?$/i,
	],
	smartframe: [ /^https?:\/\/(?:[\w-]+\.)?smartframe\.(?:io|net)\/[^\s]+$/i ],
};

/** The provider whose pattern an address matches, if any. */
export function embedProviderOf( url: string ): string | undefined {
	return Object.keys( EMBED_PATTERNS ).find( ( provider ) =>
		EMBED_PATTERNS[ provider ].some( ( pattern ) => pattern.test( url ) )
	);
}
