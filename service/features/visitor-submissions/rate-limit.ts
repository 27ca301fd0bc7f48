/**
 * The per-address rate limit on sent forms: at most N accepted submissions (stored as feedback
 * or as spam) per address in any 60 seconds. Invalid submissions, which store nothing, do not
 * count. N is 20 by default, so a household or office behind one address is not blocked, and
 * TESSERA_FORM_RATE_LIMIT sets it (0 turns the limit off; the load test raises it). Counts are
 * kept in memory per site: they only need to outlive a minute.
 */
import type { Db } from '../../../platform/store/db';
import { SlidingWindow } from '../../../platform/auth/sliding-window';

const DEFAULT_RATE_LIMIT = 20;
const RATE_WINDOW_MS = 60_000;

export function rateLimit( env: NodeJS.ProcessEnv = process.env ): number {
	const raw = env.TESSERA_FORM_RATE_LIMIT;
	const parsed = raw === undefined || raw === '' ? NaN : Number( raw );
	return Number.isInteger( parsed ) && parsed >= 0
		? parsed
		: DEFAULT_RATE_LIMIT;
}

const windows = new WeakMap< Db, SlidingWindow >();

/**
 * Takes one submission for the address if the limit allows it.
 *
 * @return false when the address has used up its submissions for now.
 */
export function takeSubmission(
	db: Db,
	ipHash: string,
	limit = rateLimit(),
	now = Date.now()
): boolean {
	if ( limit === 0 ) {
		return true;
	}
	let byAddress = windows.get( db );
	if ( ! byAddress ) {
		byAddress = new SlidingWindow( RATE_WINDOW_MS );
		windows.set( db, byAddress );
	}
	return byAddress.take( ipHash, limit, now );
}
