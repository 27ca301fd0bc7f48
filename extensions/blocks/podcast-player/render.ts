/**
 * Server render of the podcast player: the site fetches the feed (as the PHP render callback
 * does) and prints the player with the chosen or newest episodes. When the feed cannot be read,
 * people signed in see the embed message and visitors see nothing.
 */
import { __ } from '@wordpress/i18n';
import {
	escapeHtml,
	escapeUrl,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type {
	BlockRenderContext,
	RenderCallback,
} from '../../../shared/server-render/types';
import { registeredServiceHosts } from '../../../shared/service-hosts';
import { FeedError } from '../../../shared/podcast-feed/errors';
import { loadPodcastFeed } from '../../../shared/podcast-feed/load';
import { feedForBrowser } from './feed-addresses';
import { playerMarkup } from './player/markup';
import { selectedGuids } from './selected';
import type { PodcastPlayerAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-podcast-player';
const ALIGNMENTS = [ 'wide', 'full' ];

function withWrapper(
	attributes: PodcastPlayerAttributes,
	inner: string
): string {
	const align = ( attributes as { align?: string } ).align ?? '';
	return `<div${ htmlAttributes( {
		class: safeClassNames(
			BLOCK_CLASS,
			attributes.className,
			ALIGNMENTS.includes( align ) && `align${ align }`
		),
	} ) }>${ inner }</div>`;
}

export const render: RenderCallback< PodcastPlayerAttributes > = (
	attributes,
	_content,
	context
) => {
	const url = typeof attributes.url === 'string' ? attributes.url : '';
	if ( ! url || ! context.remoteGet ) {
		return '';
	}
	let player: string;
	try {
		const feed = loadPodcastFeed( context.remoteGet, url, {
			guids: selectedGuids( attributes.selectedEpisodes ),
		} );
		player = playerMarkup(
			feedForBrowser(
				feed,
				registeredServiceHosts(),
				context.origin || undefined
			),
			attributes
		);
	} catch ( error ) {
		if ( ! ( error instanceof FeedError ) || ! context.userId ) {
			return '';
		}
		return withWrapper(
			attributes,
			`<p class="tessera-podcast-player__feed-error">${ escapeHtml(
				error.message
			) }</p>`
		);
	}
	if ( ! player ) {
		return '';
	}
	return withWrapper(
		attributes,
		`${ player }<noscript><a${ htmlAttributes( {
			href: escapeUrl( url ),
		} ) }>${ escapeHtml( __( 'Podcast feed', 'tessera' ) ) }</a></noscript>`
	);
};

/** How long the feed read for a render is trusted, as WordPress keeps a fetched feed a while. */
const FEED_KEPT_MS = 10 * 60_000;

/**
 * A render is kept for ten minutes of the feed's life, and apart for signed-in readers, who see
 * why a feed cannot be read where a visitor sees nothing.
 *
 * @param context The render context.
 */
export const renderKey = ( context: BlockRenderContext ) =>
	`${ Math.floor( Date.now() / FEED_KEPT_MS ) } ${ context.userId ? 'signed-in' : 'visitor' }`;
