/**
 * The form's font size, on its own because the saved versions' migration needs it and nothing
 * else of the form's rules.
 */
export const DEFAULT_FONT_SIZE = '16px';

const CSS_LENGTH = /^(\d{1,4}(?:\.\d{1,3})?)(px|em|rem|%|vw)$/;

/**
 * A font size the form may use: a length (`16px`, `1.1rem`), or a bare number, which earlier
 * versions saved for pixels; anything else is the default size.
 */
export function fontSizeValue( value: unknown ): string {
	if ( typeof value === 'number' && Number.isFinite( value ) && value > 0 ) {
		return `${ Math.min( value, 9999 ) }px`;
	}
	if ( typeof value === 'string' ) {
		const trimmed = value.trim();
		if ( /^\d{1,4}(\.\d{1,3})?$/.test( trimmed ) ) {
			return `${ trimmed }px`;
		}
		if ( CSS_LENGTH.test( trimmed ) ) {
			return trimmed;
		}
	}
	return DEFAULT_FONT_SIZE;
}
