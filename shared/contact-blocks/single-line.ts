/**
 * The contact blocks hold one-line values: Enter is blocked while typing, and line breaks that
 * arrive another way (a paste) become single spaces.
 */
export function toSingleLine( value: string ): string {
	return value.replace( /[ \t]*(?:\r\n|[\r\n\u2028\u2029])+[ \t]*/g, ' ' );
}

/** Whether a key press would start a new line. */
export function isEnterKey( event: { key: string } ): boolean {
	return event.key === 'Enter';
}
