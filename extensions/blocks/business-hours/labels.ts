import { __, _x } from '@wordpress/i18n';

/** What a day without hours shows. */
export function closedLabel(): string {
	return _x( 'Closed', 'business is closed on a full day', 'tessera' );
}

/** Between the opening and closing time of an interval (an en dash reads well in any script). */
export const INTERVAL_SEPARATOR = ' – ';

/** Between two intervals of a day. */
export const INTERVALS_SEPARATOR = ', ';

export function todayLabel(): string {
	return __( 'Today', 'tessera' );
}

export function openNowLabel( open: boolean ): string {
	return open ? __( 'Open now', 'tessera' ) : __( 'Closed now', 'tessera' );
}
