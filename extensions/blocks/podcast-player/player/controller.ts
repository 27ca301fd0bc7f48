/**
 * Drives a player's markup (player/markup.ts): the episode list, the audio element, Jump back
 * and Skip forward, and the error messages, keeping the shared media-player state in step with
 * the audio element so controls outside the player act on it.
 */
import { bindMediaElement } from '../../../../shared/media-player/bind-element';
import type { PageMediaStore } from '../../../../shared/media-player/page-store';
import type { PodcastTrack } from '../../../../shared/podcast-feed/types';
import { PLAYER_CLASS } from './markup';
import { showPlaybackError } from './playback-error';
import {
	INITIAL_PLAYBACK,
	trackPlayback,
	type TrackAction,
	type TrackPlayback,
} from './tracks';

const STATE_CLASS = {
	idle: 'is-paused',
	playing: 'is-playing',
	error: 'is-error',
} as const;
const STATE_CLASSES = Object.values( STATE_CLASS );

function part< T extends Element = HTMLElement >(
	root: Element,
	name: string
): T | null {
	return root.querySelector< T >(
		`.${ PLAYER_CLASS }__${ name }`
	) as T | null;
}

function readTracks( root: Element ): PodcastTrack[] {
	try {
		const data = JSON.parse( part( root, 'data' )?.textContent ?? '{}' );
		return Array.isArray( data.tracks ) ? data.tracks : [];
	} catch {
		return [];
	}
}

let players = 0;

/**
 * Starts the player in `root`; returns what stops it.
 *
 * @param root  The player's `<section>`.
 * @param store The page's media-player state.
 */
export function startPlayer(
	root: HTMLElement,
	store: PageMediaStore
): () => void {
	const audio = part< HTMLAudioElement >( root, 'audio' );
	const tracks = readTracks( root );
	if ( ! audio || ! tracks.length ) {
		return () => undefined;
	}
	players += 1;
	const id = `tessera-podcast-player-${ players }`;
	audio.id ||= `${ id }-audio`;
	let playback: TrackPlayback = INITIAL_PLAYBACK;
	const items = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ PLAYER_CLASS }__track` )
	);

	function showTrack( track: PodcastTrack ) {
		const title = part( root, 'current-track-title' );
		if ( title ) {
			title.textContent = track.title;
		}
		const description = part( root, 'description' );
		if ( description ) {
			description.textContent = track.description;
		}
		const cover = part< HTMLImageElement >( root, 'cover-image' );
		if ( cover && track.image ) {
			cover.src = track.image;
		}
		audio!.src = track.src;
	}

	function render() {
		const state = STATE_CLASS[ playback.status ];
		root.classList.remove( ...STATE_CLASSES );
		root.classList.add( state );
		items.forEach( ( item, index ) => {
			const active = index === playback.current;
			item.classList.toggle( 'is-active', active );
			item.classList.toggle(
				'is-playing',
				active && playback.status === 'playing'
			);
			item.classList.toggle(
				'is-error',
				active && playback.status === 'error'
			);
			const link = item.querySelector( `.${ PLAYER_CLASS }__track-link` );
			if ( active ) {
				link?.setAttribute( 'aria-current', 'track' );
			} else {
				link?.removeAttribute( 'aria-current' );
			}
			const error = item.querySelector< HTMLElement >(
				`.${ PLAYER_CLASS }__track-error`
			);
			if ( error ) {
				error.hidden = ! ( active && playback.status === 'error' );
			}
		} );
		const error = part( root, 'error' );
		if ( error ) {
			error.hidden = playback.status !== 'error';
			if ( playback.status === 'error' ) {
				showPlaybackError( error, tracks[ playback.current ].src );
			}
		}
	}

	function apply( action: TrackAction ) {
		const before = playback;
		playback = trackPlayback( playback, action );
		if ( playback.current !== before.current ) {
			showTrack( tracks[ playback.current ] );
		}
		render();
		if ( action.type === 'select' && playback !== before ) {
			if ( playback.status === 'playing' ) {
				audio!.play().catch( () => undefined );
			} else {
				audio!.pause();
			}
		}
	}

	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element;
		const link = target.closest( `.${ PLAYER_CLASS }__track-link` );
		if ( link ) {
			event.preventDefault();
			const index = items.indexOf( link.closest( 'li' ) as HTMLElement );
			apply( { type: 'select', index, count: tracks.length } );
			return;
		}
		const seek = target.closest< HTMLElement >( '[data-seek]' );
		if ( seek ) {
			bound.seekBy( Number( seek.dataset.seek ) );
		}
	};
	const bound = bindMediaElement( audio, store, id, {
		onPlay: () => apply( { type: 'played' } ),
		onPause: () => apply( { type: 'paused' } ),
		onError: () => apply( { type: 'failed' } ),
		canPlay: () => playback.status !== 'error',
	} );

	// The episodes are links acting as buttons: Space works on them as on a button.
	const onKeyDown = ( event: KeyboardEvent ) => {
		const link = ( event.target as Element ).closest?.(
			`.${ PLAYER_CLASS }__track-link`
		);
		if ( link && event.key === ' ' ) {
			event.preventDefault();
			( link as HTMLElement ).click();
		}
	};

	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );
	render();

	return () => {
		root.removeEventListener( 'click', onClick );
		root.removeEventListener( 'keydown', onKeyDown );
		bound.unbind();
		audio.pause();
	};
}
