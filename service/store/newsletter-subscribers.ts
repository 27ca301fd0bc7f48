/**
 * The e-mail marketing plugin's subscribers (table `newsletter_subscribers`, migration 9), one per
 * e-mail address: subscribing an address again keeps its first name unless that was empty.
 */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export interface NewsletterSubscriber {
	id: number;
	email: string;
	name: string;
	created: string;
}

/** Adds the subscriber (its address already normalised), or fills in the name of the one with its address; `now` is ISO 8601. */
export function upsertNewsletterSubscriber(
	db: Db,
	subscriber: { email: string; name: string },
	now: string
): void {
	stmt(
		db,
		`INSERT INTO newsletter_subscribers ( email, name, created ) VALUES ( ?, ?, ? )
		ON CONFLICT ( email ) DO UPDATE SET
			name = CASE WHEN newsletter_subscribers.name = '' THEN excluded.name ELSE newsletter_subscribers.name END`
	).run( subscriber.email, subscriber.name, now );
}

export function listNewsletterSubscribers( db: Db ): NewsletterSubscriber[] {
	return stmt(
		db,
		'SELECT id, email, name, created FROM newsletter_subscribers ORDER BY id'
	).all() as NewsletterSubscriber[];
}
