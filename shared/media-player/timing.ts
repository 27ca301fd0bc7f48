/** The store hears an element's time at most once a second: every timeupdate would re-render every control. */
export const TIME_UPDATE_INTERVAL_MS = 1000;

/** A control moves the element only when the store's time is more than a second away from it. */
export const SEEK_TOLERANCE_S = 1;

/** Jump back and skip forward, in seconds. */
export const JUMP_BACK_S = 5;
export const SKIP_FORWARD_S = 30;

/** Whether a time update heard at `now` should reach the store, the last one having gone at `last`. */
export function shouldReportTime(
	now: number,
	last: number | undefined
): boolean {
	return last === undefined || now - last >= TIME_UPDATE_INTERVAL_MS;
}

/** Whether the element at `elementTime` must seek to the store's `storeTime`. */
export function shouldSeek( elementTime: number, storeTime: number ): boolean {
	return Math.abs( elementTime - storeTime ) > SEEK_TOLERANCE_S;
}

/** The time after moving `delta` seconds from `time`, kept within 0 and the duration (when known). */
export function movedTime(
	time: number,
	delta: number,
	duration: number
): number {
	const moved = Math.max( 0, time + delta );
	return duration > 0 && Number.isFinite( duration )
		? Math.min( moved, duration )
		: moved;
}
