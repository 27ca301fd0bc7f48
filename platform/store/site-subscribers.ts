/**
 * The site's own subscribers to new posts (table `site_subscribers`, migration 12), one per
 * e-mail address: `pending` until the address confirms, then `confirmed`; `unsubscribed` keeps
 * the row so that a later sign-up starts a new confirmation rather than a duplicate.
 */
import type { Db } from './db';
import { stmt } from './statements';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SiteSubscriber {
	id: number;
	email: string;
	status: SubscriberStatus;
	created: string;
	confirmed: string;
}

export function findSiteSubscriber(
	db: Db,
	email: string
): SiteSubscriber | undefined {
	return stmt(
		db,
		'SELECT id, email, status, created, confirmed FROM site_subscribers WHERE email = ?'
	).get( email ) as SiteSubscriber | undefined;
}

/** Adds the address as pending, or puts an unsubscribed one back to pending; a confirmed one stays. */
export function addPendingSubscriber(
	db: Db,
	email: string,
	now: string
): SiteSubscriber {
	stmt(
		db,
		`INSERT INTO site_subscribers ( email, status, created ) VALUES ( ?, 'pending', ? )
		ON CONFLICT ( email ) DO UPDATE SET
			status = CASE WHEN site_subscribers.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END`
	).run( email, now );
	return findSiteSubscriber( db, email )!;
}

/** Sets the status of an existing address; returns whether a row changed. */
export function setSubscriberStatus(
	db: Db,
	email: string,
	status: SubscriberStatus,
	now: string
): boolean {
	return (
		stmt(
			db,
			`UPDATE site_subscribers SET status = ?,
				confirmed = CASE WHEN ? = 'confirmed' THEN ? ELSE confirmed END
			WHERE email = ?`
		).run( status, status, now, email ).changes > 0
	);
}

export function countConfirmedSubscribers( db: Db ): number {
	return (
		stmt(
			db,
			"SELECT COUNT(*) AS n FROM site_subscribers WHERE status = 'confirmed'"
		).get() as { n: number }
	 ).n;
}

/** Confirmed addresses after `afterId`, in id order, at most `limit` (one batch of a fan-out). */
export function confirmedSubscribersAfter(
	db: Db,
	afterId: number,
	limit: number
): Array< { id: number; email: string } > {
	return stmt(
		db,
		"SELECT id, email FROM site_subscribers WHERE status = 'confirmed' AND id > ? ORDER BY id LIMIT ?"
	).all( afterId, limit ) as Array< { id: number; email: string } >;
}
