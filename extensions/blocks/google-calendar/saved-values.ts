/**
 * What save and the server render accept from saved attributes. Kept apart from parse.ts so the
 * editor's start-up code (save) does not carry the paste rules, which only the edit chunk needs.
 */
export const DEFAULT_HEIGHT = 600;

/** An address on the calendar host under /calendar (nothing but https). */
export const CALENDAR_URL =
	/^https:\/\/calendar\.google\.com\/calendar(?:[/?#][^\s"'<>]*)?$/;

/** Whether a saved address may be framed. */
export function isCalendarUrl( url: unknown ): url is string {
	return typeof url === 'string' && CALENDAR_URL.test( url );
}

/** The height to draw: a positive whole number of pixels up to 10000, else the default. */
export function safeHeight( height: unknown ): number {
	return typeof height === 'number' &&
		Number.isInteger( height ) &&
		height > 0 &&
		height <= 10000
		? height
		: DEFAULT_HEIGHT;
}
