import type {
	MediaPlayerAction,
	MediaPlayerState,
	MediaSource,
	MediaState,
} from './types';

export const INITIAL_STATE: MediaPlayerState = { sources: {} };

const STATES: readonly MediaState[] = [ 'is-playing', 'is-paused', 'is-error' ];

function isMediaState( value: unknown ): value is MediaState {
	return STATES.includes( value as MediaState );
}

/** A time in seconds, never negative nor NaN; anything else counts as 0. */
function seconds( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? value
		: 0;
}

function withChanges(
	source: MediaSource,
	changes: Partial< Omit< MediaSource, 'id' > >
): MediaSource {
	return {
		...source,
		...( isMediaState( changes.state ) ? { state: changes.state } : {} ),
		...( changes.currentTime !== undefined
			? { currentTime: seconds( changes.currentTime ) }
			: {} ),
		...( changes.duration !== undefined
			? { duration: seconds( changes.duration ) }
			: {} ),
		...( changes.domId !== undefined ? { domId: changes.domId } : {} ),
	};
}

/** The source an action names, else the default one. */
function targetId(
	state: MediaPlayerState,
	id: string | undefined
): string | undefined {
	const chosen = id ?? state.defaultSourceId;
	return chosen !== undefined && state.sources[ chosen ] ? chosen : undefined;
}

function replaceSource(
	state: MediaPlayerState,
	id: string | undefined,
	change: ( source: MediaSource ) => MediaSource
): MediaPlayerState {
	const target = targetId( state, id );
	if ( target === undefined ) {
		return state;
	}
	return {
		...state,
		sources: {
			...state.sources,
			[ target ]: change( state.sources[ target ] ),
		},
	};
}

/**
 * The media sources of the page and which one is the default. Registering a source named as the
 * default makes it the default; otherwise the first one registered is. When the default goes, the
 * first remaining source (in registration order) takes its place. Toggling turns a playing source
 * to paused and any other (paused or failed) to playing.
 *
 * @param state  The current state.
 * @param action What happened.
 */
export function mediaPlayerReducer(
	state: MediaPlayerState = INITIAL_STATE,
	action: MediaPlayerAction
): MediaPlayerState {
	switch ( action.type ) {
		case 'REGISTER_MEDIA_SOURCE': {
			if ( ! action.id ) {
				return state;
			}
			const base: MediaSource = state.sources[ action.id ] ?? {
				id: action.id,
				state: 'is-paused',
				currentTime: 0,
				duration: 0,
			};
			return {
				sources: {
					...state.sources,
					[ action.id ]: withChanges( base, action.source ),
				},
				defaultSourceId:
					action.isDefault || state.defaultSourceId === undefined
						? action.id
						: state.defaultSourceId,
			};
		}
		case 'UNREGISTER_MEDIA_SOURCE': {
			if ( ! state.sources[ action.id ] ) {
				return state;
			}
			const { [ action.id ]: _gone, ...sources } = state.sources;
			void _gone;
			return {
				sources,
				defaultSourceId:
					state.defaultSourceId === action.id
						? Object.keys( sources )[ 0 ]
						: state.defaultSourceId,
			};
		}
		case 'UPDATE_MEDIA_SOURCE':
			return replaceSource( state, action.id, ( source ) =>
				withChanges( source, action.source )
			);
		case 'SET_DEFAULT_MEDIA_SOURCE':
			return state.sources[ action.id ]
				? { ...state, defaultSourceId: action.id }
				: state;
		case 'SET_MEDIA_SOURCE_STATE':
			return isMediaState( action.state )
				? replaceSource( state, action.id, ( source ) => ( {
						...source,
						state: action.state,
					} ) )
				: state;
		case 'TOGGLE_MEDIA_SOURCE':
			return replaceSource( state, action.id, ( source ) => ( {
				...source,
				state:
					source.state === 'is-playing' ? 'is-paused' : 'is-playing',
			} ) );
		case 'SET_MEDIA_SOURCE_CURRENT_TIME':
			return replaceSource( state, action.id, ( source ) => ( {
				...source,
				currentTime: seconds( action.currentTime ),
			} ) );
		default:
			return state;
	}
}
