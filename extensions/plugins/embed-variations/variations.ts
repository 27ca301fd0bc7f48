import type { BlockConfiguration, BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { image, video } from '@wordpress/icons';
import { EMBED_PATTERNS } from './patterns';

/** The core embed block's variations carry the URL patterns that pick them for a pasted address. */
type EmbedVariation = BlockVariation & { patterns?: RegExp[] };

/** Loom and SmartFrame, which the core embed block does not know. */
function newVariations(): EmbedVariation[] {
	return [
		{
			name: 'loom',
			title: 'Loom Embed',
			icon: video,
			keywords: [ __( 'video', 'tessera' ) ],
			description: __( 'Embed a Loom video.', 'tessera' ),
			patterns: EMBED_PATTERNS.loom,
			attributes: { providerNameSlug: 'loom', responsive: true },
			isActive: [ 'providerNameSlug' ],
		},
		{
			name: 'smartframe',
			title: 'SmartFrame Embed',
			icon: image,
			keywords: [ __( 'image', 'tessera' ) ],
			description: __( 'Embed a SmartFrame image.', 'tessera' ),
			patterns: EMBED_PATTERNS.smartframe,
			attributes: { providerNameSlug: 'smartframe', responsive: true },
			isActive: [ 'providerNameSlug' ],
		},
	];
}

/**
 * The core embed block's settings with the providers' URL patterns: Facebook and Instagram (which
 * core keeps as variations without patterns, out of the inserter) become recognised and offered,
 * Loom and SmartFrame are added.
 */
export function withEmbedVariations(
	settings: BlockConfiguration,
	name: string
): BlockConfiguration {
	if ( name !== 'core/embed' ) {
		return settings;
	}
	const variations = ( settings.variations ?? [] ) as EmbedVariation[];
	const existing = variations.map( ( variation ) =>
		variation.name === 'facebook' || variation.name === 'instagram'
			? {
					...variation,
					patterns: EMBED_PATTERNS[ variation.name ],
					scope: [ 'block', 'inserter' ] as BlockVariation[ 'scope' ],
				}
			: variation
	);
	const added = newVariations().filter(
		( variation ) =>
			! existing.some( ( old ) => old.name === variation.name )
	);
	return { ...settings, variations: [ ...existing, ...added ] };
}
