import type { CommentRow } from '../../../platform/store/comments';

const pad = ( n: number ) => String( n ).padStart( 2, '0' );

/** comment_time( 'c' ): the local date and time with the site's offset (`2024-05-01T10:00:00+02:00`). */
export function commentIsoTime( comment: CommentRow ): string {
	const minutes = Math.round(
		( Date.parse( `${ comment.comment_date.replace( ' ', 'T' ) }Z` ) -
			Date.parse(
				`${ comment.comment_date_gmt.replace( ' ', 'T' ) }Z`
			) ) /
			60000
	);
	const sign = minutes < 0 ? '-' : '+';
	const offset = Math.abs( Number.isNaN( minutes ) ? 0 : minutes );
	return `${ comment.comment_date.replace( ' ', 'T' ) }${ sign }${ pad(
		Math.floor( offset / 60 )
	) }:${ pad( offset % 60 ) }`;
}
