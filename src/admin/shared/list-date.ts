import { format } from '@wordpress/date';

/**
 * How wp-admin's lists show a date: `2026/11/22 at 2:05 pm`, in the site's time zone and with the
 * site's time format (the server's `adminListDate()` for pages without JavaScript).
 *
 * @param siteLocal  A REST `date` or `modified`: ISO 8601 in the site's time zone, no offset.
 * @param timeFormat The site's `time_format` (PHP date format).
 */
export function listDate(
	siteLocal: string | null,
	timeFormat: string
): string {
	if ( ! siteLocal ) {
		return '';
	}
	return format( `Y/m/d \\a\\t ${ timeFormat }`, siteLocal );
}
