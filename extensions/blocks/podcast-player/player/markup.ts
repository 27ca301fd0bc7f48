/**
 * The player's HTML, the same in the editor and on the visitor page (the view script and the
 * editor's preview drive it with one controller): the current episode's cover, title and
 * description, an audio element with Jump back and Skip forward, and the episode list, each
 * episode a link to its audio file that plays it in place when the script runs.
 */
import { __ } from '@wordpress/i18n';
import {
	escapeHtml,
	escapeUrl,
	htmlAttributes,
	jsonForScript,
	safeClassNames,
} from '../../../../shared/server-render/html';
import type {
	PodcastFeedData,
	PodcastTrack,
} from '../../../../shared/podcast-feed/types';
import {
	JUMP_BACK_S,
	SKIP_FORWARD_S,
} from '../../../../shared/media-player/timing';
import { playerColors } from '../colors';
import type { PodcastPlayerAttributes } from '../types';

export const PLAYER_CLASS = 'tessera-podcast-player';

/** The episodes the player lists: the chosen ones, else the newest `itemsToShow` (1 to 10). */
export function visibleTracks(
	feed: PodcastFeedData,
	itemsToShow: number
): PodcastTrack[] {
	const count = Number.isFinite( itemsToShow )
		? Math.min( 10, Math.max( 1, Math.floor( itemsToShow ) ) )
		: 5;
	return feed.tracks.slice( 0, count );
}

function trackItem( track: PodcastTrack, index: number ): string {
	const href = escapeUrl( track.src );
	return `<li${ htmlAttributes( {
		class: safeClassNames(
			`${ PLAYER_CLASS }__track`,
			index === 0 && 'is-active'
		),
		'data-track': index,
	} ) }><a${ htmlAttributes( {
		class: `${ PLAYER_CLASS }__track-link`,
		href,
		role: 'button',
		'aria-current': index === 0 ? 'track' : undefined,
	} ) }><span class="${ PLAYER_CLASS }__track-status-icon" aria-hidden="true"></span><span class="${ PLAYER_CLASS }__track-title">${ escapeHtml(
		track.title
	) }</span>${
		track.duration
			? `<time class="${ PLAYER_CLASS }__track-duration">${ escapeHtml(
					track.duration
				) }</time>`
			: ''
	}</a><span class="${ PLAYER_CLASS }__track-error" hidden>${ escapeHtml(
		__( 'Episode unavailable.', 'tessera' )
	) } <a${ htmlAttributes( {
		href,
		target: '_blank',
		rel: 'noopener noreferrer',
	} ) }>${ escapeHtml( __( 'Open in a new tab', 'tessera' ) ) }</a></span></li>`;
}

function currentTrackInfo(
	feed: PodcastFeedData,
	track: PodcastTrack,
	attributes: Partial< PodcastPlayerAttributes >
): string {
	const cover =
		attributes.showCoverArt !== false && ( track.image || feed.cover )
			? `<div class="${ PLAYER_CLASS }__cover"><img${ htmlAttributes( {
					class: `${ PLAYER_CLASS }__cover-image`,
					src: escapeUrl( track.image || feed.cover ),
					alt: '',
				} ) }></div>`
			: '';
	const title =
		attributes.showEpisodeTitle !== false
			? `<h2 class="${ PLAYER_CLASS }__title"><span class="${ PLAYER_CLASS }__current-track-title">${ escapeHtml(
					track.title
				) }</span> <span class="${ PLAYER_CLASS }__title-separator">-</span> ${
					feed.link
						? `<a${ htmlAttributes( {
								class: `${ PLAYER_CLASS }__podcast-title`,
								href: escapeUrl( feed.link ),
							} ) }>${ escapeHtml( feed.title ) }</a>`
						: `<span class="${ PLAYER_CLASS }__podcast-title">${ escapeHtml(
								feed.title
							) }</span>`
				}</h2>`
			: '';
	const description =
		attributes.showEpisodeDescription !== false
			? `<p class="${ PLAYER_CLASS }__description">${ escapeHtml(
					track.description
				) }</p>`
			: '';
	return `<div class="${ PLAYER_CLASS }__current-track-info">${ cover }<div class="${ PLAYER_CLASS }__titles">${ title }${ description }</div></div>`;
}

function audioControls( track: PodcastTrack ): string {
	return `<div class="${ PLAYER_CLASS }__audio-player"><audio${ htmlAttributes(
		{
			class: `${ PLAYER_CLASS }__audio`,
			src: escapeUrl( track.src ),
			controls: true,
			preload: 'none',
		}
	) }></audio><div class="${ PLAYER_CLASS }__controls"><button${ htmlAttributes(
		{
			type: 'button',
			class: `${ PLAYER_CLASS }__jump-back`,
			'data-seek': -JUMP_BACK_S,
		}
	) }>${ escapeHtml(
		__( 'Jump back 5 seconds', 'tessera' )
	) }</button><button${ htmlAttributes( {
		type: 'button',
		class: `${ PLAYER_CLASS }__skip-forward`,
		'data-seek': SKIP_FORWARD_S,
	} ) }>${ escapeHtml(
		__( 'Skip forward 30 seconds', 'tessera' )
	) }</button></div><p class="${ PLAYER_CLASS }__error" role="alert" hidden></p></div>`;
}

/**
 * The player for a feed, or '' when the feed has no episode to play.
 *
 * @param feed       The feed's data.
 * @param attributes The block's attributes.
 */
export function playerMarkup(
	feed: PodcastFeedData,
	attributes: Partial< PodcastPlayerAttributes >
): string {
	const tracks = visibleTracks( feed, attributes.itemsToShow ?? 5 );
	if ( ! tracks.length ) {
		return '';
	}
	const colors = playerColors( attributes );
	return `<section${ htmlAttributes( {
		class: safeClassNames(
			PLAYER_CLASS,
			'is-paused',
			...colors.classNames
		),
		style: colors.style,
		'aria-label': feed.title,
	} ) }>${ currentTrackInfo(
		feed,
		tracks[ 0 ],
		attributes
	) }${ audioControls( tracks[ 0 ] ) }<ol class="${ PLAYER_CLASS }__tracks">${ tracks
		.map( trackItem )
		.join(
			''
		) }</ol><script type="application/json" class="${ PLAYER_CLASS }__data">${ jsonForScript(
		{ title: feed.title, link: feed.link, cover: feed.cover, tracks }
	) }</script></section>`;
}
