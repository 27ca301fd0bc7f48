import { whole } from './attribute-values';

/** The element of a block's `level` attribute: `h1`–`h6`, or `p` for level 0. */
export function headingTag( level: unknown, fallback: number ): string {
	const value = whole( level, fallback, 0, 6 );
	return value === 0 ? 'p' : `h${ value }`;
}
