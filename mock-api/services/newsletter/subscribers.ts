/**
 * The email-marketing plugin (Creative Mail) as the form submission pipeline sees it: whether it is
 * active, and adding a subscriber. A subscriber is keyed by e-mail address; subscribing twice keeps
 * one subscriber (the first name given is kept unless it was empty).
 */
import type { Db } from '../../store/db';
import { stmt } from '../../store/statements';
import { NEWSLETTER_PLUGIN_FILE } from '../plugins/directory';
import { getInstalledPlugin } from '../plugins/installed';

export interface NewsletterSubscriber {
	id: number;
	email: string;
	name: string;
	created: string;
}

export function newsletterIntegrationActive( db: Db ): boolean {
	return (
		getInstalledPlugin( db, NEWSLETTER_PLUGIN_FILE )?.status === 'active'
	);
}

export function addNewsletterSubscriber(
	db: Db,
	subscriber: { email: string; name: string }
): void {
	const email = subscriber.email.trim().toLowerCase();
	if ( email === '' ) {
		return;
	}
	stmt(
		db,
		`INSERT INTO newsletter_subscribers ( email, name, created ) VALUES ( ?, ?, ? )
		ON CONFLICT ( email ) DO UPDATE SET
			name = CASE WHEN newsletter_subscribers.name = '' THEN excluded.name ELSE newsletter_subscribers.name END`
	).run( email, subscriber.name, new Date().toISOString() );
}

export function listNewsletterSubscribers( db: Db ): NewsletterSubscriber[] {
	return stmt(
		db,
		'SELECT id, email, name, created FROM newsletter_subscribers ORDER BY id'
	).all() as NewsletterSubscriber[];
}
