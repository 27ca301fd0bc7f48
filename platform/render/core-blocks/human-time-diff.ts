const UNITS: Array< [ number, string, string ] > = [
	[ 365 * 86400, 'year', 'years' ],
	[ 30 * 86400, 'month', 'months' ],
	[ 7 * 86400, 'week', 'weeks' ],
	[ 86400, 'day', 'days' ],
	[ 3600, 'hour', 'hours' ],
	[ 60, 'min', 'mins' ],
];

/** human_time_diff() with "ago" or "from now": `3 days ago`, `1 hour from now`. */
export function humanTimeDiff( from: number, now: number ): string {
	const seconds = Math.abs( now - from ) / 1000;
	let text =
		seconds === 1
			? '1 second'
			: `${ Math.max( 1, Math.round( seconds ) ) } seconds`;
	for ( const [ size, one, many ] of UNITS ) {
		if ( seconds >= size ) {
			const count = Math.max( 1, Math.round( seconds / size ) );
			text = `${ count } ${ count === 1 ? one : many }`;
			break;
		}
	}
	return from > now ? `${ text } from now` : `${ text } ago`;
}
