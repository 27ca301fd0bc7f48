/** What a media element is doing, as the players show it (class names on the player). */
export type MediaState = 'is-playing' | 'is-paused' | 'is-error';

/** One media element known to the players of the page (an audio or video element). */
export interface MediaSource {
	id: string;
	state: MediaState;
	/** Seconds from the start. */
	currentTime: number;
	/** Seconds; 0 while unknown. */
	duration: number;
	/** The id of the element in the document, so controls elsewhere can reach it. */
	domId?: string;
}

export interface MediaPlayerState {
	sources: Record< string, MediaSource >;
	/** The source that controls without an id act on; undefined when none is registered. */
	defaultSourceId?: string;
}

export type MediaPlayerAction =
	| {
			type: 'REGISTER_MEDIA_SOURCE';
			id: string;
			source: Partial< Omit< MediaSource, 'id' > >;
			isDefault?: boolean;
	  }
	| { type: 'UNREGISTER_MEDIA_SOURCE'; id: string }
	| {
			type: 'UPDATE_MEDIA_SOURCE';
			id: string;
			source: Partial< Omit< MediaSource, 'id' > >;
	  }
	| { type: 'SET_DEFAULT_MEDIA_SOURCE'; id: string }
	| { type: 'SET_MEDIA_SOURCE_STATE'; id?: string; state: MediaState }
	| { type: 'TOGGLE_MEDIA_SOURCE'; id?: string }
	| {
			type: 'SET_MEDIA_SOURCE_CURRENT_TIME';
			id?: string;
			currentTime: number;
	  };
