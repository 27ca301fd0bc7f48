/**
 * The honeypot: a text field people never see or reach (hidden, out of the tab order, hidden
 * from screen readers) that form-filling robots fill in. A submission with it filled is spam.
 */
export const HONEYPOT_NAME = 'tessera_website';

export function honeypotFilled( value: unknown ): boolean {
	const list = Array.isArray( value ) ? value : [ value ];
	return list.some(
		( item ) => typeof item === 'string' && item.trim() !== ''
	);
}
