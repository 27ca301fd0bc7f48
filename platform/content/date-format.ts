import { __, _x } from '@wordpress/i18n';

/*
 * WordPress's WP_Locale: month and weekday names in the language of the page being written (each
 * a function, so it is translated when called).
 */
const MONTHS = [
	() => __( 'January', 'tessera' ),
	() => __( 'February', 'tessera' ),
	() => __( 'March', 'tessera' ),
	() => __( 'April', 'tessera' ),
	() => __( 'May', 'tessera' ),
	() => __( 'June', 'tessera' ),
	() => __( 'July', 'tessera' ),
	() => __( 'August', 'tessera' ),
	() => __( 'September', 'tessera' ),
	() => __( 'October', 'tessera' ),
	() => __( 'November', 'tessera' ),
	() => __( 'December', 'tessera' ),
];
const MONTH_ABBREVIATIONS = [
	() => _x( 'Jan', 'January abbreviation', 'tessera' ),
	() => _x( 'Feb', 'February abbreviation', 'tessera' ),
	() => _x( 'Mar', 'March abbreviation', 'tessera' ),
	() => _x( 'Apr', 'April abbreviation', 'tessera' ),
	() => _x( 'May', 'May abbreviation', 'tessera' ),
	() => _x( 'Jun', 'June abbreviation', 'tessera' ),
	() => _x( 'Jul', 'July abbreviation', 'tessera' ),
	() => _x( 'Aug', 'August abbreviation', 'tessera' ),
	() => _x( 'Sep', 'September abbreviation', 'tessera' ),
	() => _x( 'Oct', 'October abbreviation', 'tessera' ),
	() => _x( 'Nov', 'November abbreviation', 'tessera' ),
	() => _x( 'Dec', 'December abbreviation', 'tessera' ),
];
const DAYS = [
	() => _x( 'Sunday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Monday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Tuesday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Wednesday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Thursday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Friday', 'a weekday in a date', 'tessera' ),
	() => _x( 'Saturday', 'a weekday in a date', 'tessera' ),
];
const DAY_ABBREVIATIONS = [
	() => __( 'Sun', 'tessera' ),
	() => __( 'Mon', 'tessera' ),
	() => __( 'Tue', 'tessera' ),
	() => __( 'Wed', 'tessera' ),
	() => __( 'Thu', 'tessera' ),
	() => __( 'Fri', 'tessera' ),
	() => __( 'Sat', 'tessera' ),
];

function ordinal( day: number ): string {
	if ( day % 100 >= 11 && day % 100 <= 13 ) {
		return 'th';
	}
	return [ 'th', 'st', 'nd', 'rd' ][ day % 10 ] ?? 'th';
}

const pad = ( n: number ) => String( n ).padStart( 2, '0' );

/** date_i18n() for an `YYYY-MM-DD HH:MM:SS` local date and a PHP date format, names in the page's language. */
export function formatDate( mysqlLocal: string, format: string ): string {
	const [ datePart, timePart = '00:00:00' ] = mysqlLocal.split( ' ' );
	const [ y, m, d ] = datePart.split( '-' ).map( Number );
	const [ h, i, s ] = timePart.split( ':' ).map( Number );
	const weekday = new Date( Date.UTC( y, m - 1, d ) ).getUTCDay();
	const h12 = h % 12 || 12;
	const codes: Record< string, string > = {
		d: pad( d ),
		D: DAY_ABBREVIATIONS[ weekday ](),
		j: String( d ),
		l: DAYS[ weekday ](),
		N: String( weekday || 7 ),
		S: ordinal( d ),
		w: String( weekday ),
		F: MONTHS[ m - 1 ](),
		m: pad( m ),
		M: MONTH_ABBREVIATIONS[ m - 1 ](),
		n: String( m ),
		Y: String( y ),
		y: pad( y % 100 ),
		a: h < 12 ? 'am' : 'pm',
		A: h < 12 ? 'AM' : 'PM',
		g: String( h12 ),
		G: String( h ),
		h: pad( h12 ),
		H: pad( h ),
		i: pad( i ),
		s: pad( s ),
	};
	let out = '';
	for ( let k = 0; k < format.length; k++ ) {
		const c = format[ k ];
		if ( c === '\\' && k + 1 < format.length ) {
			out += format[ ++k ];
		} else {
			out += codes[ c ] ?? c;
		}
	}
	return out;
}

/**
 * How wp-admin's lists show a date: `2026/11/22 at 2:05 pm`, with the site's time format. Every
 * list (posts, feedback) uses it, so they read alike.
 *
 * @param mysqlLocal The date in the site's time zone.
 * @param timeFormat The site's `time_format`.
 */
export function adminListDate(
	mysqlLocal: string,
	timeFormat: string
): string {
	return formatDate( mysqlLocal, `Y/m/d \\a\\t ${ timeFormat }` );
}
