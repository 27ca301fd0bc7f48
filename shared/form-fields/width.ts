/** Field width choices, in percent of the form's width. */
export const FIELD_WIDTHS = [ 25, 50, 75, 100 ] as const;

export type FieldWidth = ( typeof FIELD_WIDTHS )[ number ];

const DEFAULT_FIELD_WIDTH: FieldWidth = 100;

/** A stored width as one of the choices; anything else (hand-edited markup) is full width. */
export function safeFieldWidth( width: unknown ): FieldWidth {
	return (
		FIELD_WIDTHS.find( ( choice ) => choice === width ) ??
		DEFAULT_FIELD_WIDTH
	);
}
