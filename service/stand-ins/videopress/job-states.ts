/**
 * A hosted video's processing, as a small state machine: an upload is queued, then transcoded,
 * and ends ready (a rendition and a poster exist) or failed (with the reason). An end state is
 * final: a late or repeated event never moves a video out of it.
 */
import type { VideoState } from '../../store/videopress';

export type JobEvent =
	{ type: 'start' } | { type: 'finish' } | { type: 'fail'; message: string };

const TRANSITIONS: Record<
	VideoState,
	Partial< Record< JobEvent[ 'type' ], VideoState > >
> = {
	queued: { start: 'transcoding', fail: 'failed' },
	transcoding: { finish: 'ready', fail: 'failed' },
	ready: {},
	failed: {},
};

/** The state after `event`, or null when the event is not allowed in `state`. */
export function nextJobState(
	state: VideoState,
	event: JobEvent
): VideoState | null {
	return TRANSITIONS[ state ][ event.type ] ?? null;
}

/** Whether a video's processing is over (VideoPress's `finished`). */
export function isFinished( state: VideoState ): boolean {
	return state === 'ready' || state === 'failed';
}
