import { useDebounce } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';

/** How long settings must stay unchanged before the player is drawn again with them. */
export const SETTLE_MS = 300;

/**
 * `value` once it has stopped changing for 300 ms: dragging 'Number of items' redraws (and
 * restarts) the player once, not at every step.
 *
 * @param value The latest value.
 */
export function useSettled< T >( value: T ): T {
	const [ settled, setSettled ] = useState( value );
	const settle = useDebounce( setSettled, SETTLE_MS );
	useEffect( () => {
		settle( () => value );
	}, [ value, settle ] );
	return settled;
}
