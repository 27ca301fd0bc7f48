/**
 * The two prefixes an analytics event name may start with: `tessera_` for our own events and
 * `jetpack_` for the events that keep Jetpack's names (`jetpack_editor_block_upgrade_click`). The
 * rest of a name is lower-case letters, digits and underscores, as the Tracks pixel accepts.
 */
const EVENT_NAME_PREFIXES = [ 'tessera_', 'jetpack_' ] as const;

const EVENT_NAME = new RegExp(
	`^(${ EVENT_NAME_PREFIXES.join( '|' ) })[a-z0-9_]+$`
);

/** Longest event name and property value the pixel keeps. */
const MAX_EVENT_NAME_LENGTH = 100;

export function isRecordableEventName( name: unknown ): name is string {
	return (
		typeof name === 'string' &&
		name.length <= MAX_EVENT_NAME_LENGTH &&
		EVENT_NAME.test( name )
	);
}
