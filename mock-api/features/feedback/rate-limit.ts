/**
 * The per-address rate limit on sent forms: at most N accepted submissions (stored as feedback
 * or as spam) per address in any 60 seconds. Invalid submissions, which store nothing, do not
 * count. N is 20 by default, so a household or office behind one address is not blocked, and
 * TESSERA_FORM_RATE_LIMIT sets it (0 turns the limit off; the load test raises it). Counts are
 * kept in memory per site: they only need to outlive a minute.
 */
import type { Db } from '../../store/db';

const DEFAULT_RATE_LIMIT = 20;
const RATE_WINDOW_MS = 60_000;

export function rateLimit( env: NodeJS.ProcessEnv = process.env ): number {
	const raw = env.TESSERA_FORM_RATE_LIMIT;
	const parsed = raw === undefined || raw === '' ? NaN : Number( raw );
	return Number.isInteger( parsed ) && parsed >= 0
		? parsed
		: DEFAULT_RATE_LIMIT;
}

const windows = new WeakMap< Db, Map< string, number[] > >();

function recent( times: number[] | undefined, now: number ): number[] {
	return ( times ?? [] ).filter( ( time ) => time > now - RATE_WINDOW_MS );
}

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
		byAddress = new Map();
		windows.set( db, byAddress );
	}
	if ( byAddress.size > 10_000 ) {
		for ( const [ key, times ] of byAddress ) {
			if ( recent( times, now ).length === 0 ) {
				byAddress.delete( key );
			}
		}
	}
	const times = recent( byAddress.get( ipHash ), now );
	if ( times.length >= limit ) {
		byAddress.set( ipHash, times );
		return false;
	}
	times.push( now );
	byAddress.set( ipHash, times );
	return true;
}
