/**
 * The month and day a microblog shows for a post (`Nov 22`), in the given locale; the current
 * date when `date` is missing or not a date.
 *
 * @param date   A timestamp, date string or Date.
 * @param locale A BCP 47 locale; the browser's when omitted.
 */
export function monthAndDay(
	date: number | string | Date | undefined,
	locale?: string
): string {
	let value = date === undefined ? new Date() : new Date( date );
	if ( Number.isNaN( value.getTime() ) ) {
		value = new Date();
	}
	return new Intl.DateTimeFormat( locale, {
		month: 'short',
		day: 'numeric',
	} ).format( value );
}
