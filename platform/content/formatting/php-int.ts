/** PHP's (int) cast of a string: its leading number, truncated; 0 when it does not start with one. */
export function phpInt( value: string ): number {
	const number =
		/^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(
			value
		);
	const parsed = number ? Math.trunc( Number( number[ 0 ] ) ) : 0;
	return Number.isFinite( parsed ) ? parsed : 0;
}
