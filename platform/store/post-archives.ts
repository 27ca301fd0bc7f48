/**
 * Date archives of published posts: how many were published per year, month or day, which days
 * of a month have posts, and the nearest months with posts. Dates are the posts' local dates, as
 * wp_get_archives() and get_calendar() group them.
 */
import type { Db } from './db';
import { stmt } from './statements';

const PUBLISHED = "post_type = ? AND post_status = 'publish'";

/** How many characters of `YYYY-MM-DD` name a year, a month, a day. */
const PERIOD_LENGTH = { year: 4, month: 7, day: 10 } as const;

export interface ArchivePeriod {
	/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
	period: string;
	posts: number;
}

export function archivePeriods(
	db: Db,
	unit: keyof typeof PERIOD_LENGTH,
	postType = 'post'
): ArchivePeriod[] {
	return stmt(
		db,
		`SELECT substr( post_date, 1, ? ) AS period, COUNT(*) AS posts FROM posts
		WHERE ${ PUBLISHED } GROUP BY period ORDER BY period DESC`
	).all( PERIOD_LENGTH[ unit ], postType ) as ArchivePeriod[];
}

export function hasPublishedPosts( db: Db, postType = 'post' ): boolean {
	return !! stmt(
		db,
		`SELECT 1 FROM posts WHERE ${ PUBLISHED } LIMIT 1`
	).get( postType );
}

/** The days (1–31) of the month `YYYY-MM` on which posts were published. */
export function daysWithPosts( db: Db, month: string ): number[] {
	return (
		stmt(
			db,
			`SELECT DISTINCT CAST( substr( post_date, 9, 2 ) AS INTEGER ) AS day FROM posts
			WHERE post_type = 'post' AND post_status = 'publish' AND substr( post_date, 1, 7 ) = ?
			ORDER BY day`
		).all( month ) as { day: number }[]
	 ).map( ( row ) => row.day );
}

/** The nearest month (`YYYY-MM`) before or after the month `YYYY-MM` with a published post. */
export function adjacentMonthWithPosts(
	db: Db,
	month: string,
	direction: 'previous' | 'next'
): string | undefined {
	const row = stmt(
		db,
		direction === 'previous'
			? `SELECT substr( post_date, 1, 7 ) AS month FROM posts
				WHERE post_type = 'post' AND post_status = 'publish' AND substr( post_date, 1, 7 ) < ?
				ORDER BY post_date DESC LIMIT 1`
			: `SELECT substr( post_date, 1, 7 ) AS month FROM posts
				WHERE post_type = 'post' AND post_status = 'publish' AND substr( post_date, 1, 7 ) > ?
				ORDER BY post_date ASC LIMIT 1`
	).get( month ) as { month: string } | undefined;
	return row?.month;
}
