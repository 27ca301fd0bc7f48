/** Keys tracked before idle ones are dropped, so that a flood of addresses cannot grow the map for ever. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * Counts events per key (an address, or its hash) over the last `windowMs` milliseconds, in
 * memory: the counts only need to outlive the window, so a restart may forget them.
 */
export class SlidingWindow {
	private readonly times = new Map< string, number[] >();

	constructor( private readonly windowMs: number ) {}

	private recent( key: string, now: number ): number[] {
		return ( this.times.get( key ) ?? [] ).filter(
			( time ) => time > now - this.windowMs
		);
	}

	/**
	 * Takes one event for the key if fewer than `limit` happened within the window.
	 *
	 * @return false when the key has used up its events for now (nothing is taken then).
	 */
	take( key: string, limit: number, now = Date.now() ): boolean {
		if ( this.times.size > MAX_TRACKED_KEYS ) {
			for ( const tracked of [ ...this.times.keys() ] ) {
				if ( this.recent( tracked, now ).length === 0 ) {
					this.times.delete( tracked );
				}
			}
		}
		const times = this.recent( key, now );
		const allowed = times.length < limit;
		if ( allowed ) {
			times.push( now );
		}
		this.times.set( key, times );
		return allowed;
	}
}
