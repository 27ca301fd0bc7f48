/**
 * The email-marketing plugin (Creative Mail) as the form submission pipeline sees it: whether it is
 * active, and adding a subscriber. A subscriber is keyed by e-mail address; subscribing twice keeps
 * one subscriber (the first name given is kept unless it was empty).
 */
import type { Db } from '../../../platform/store/db';
import { upsertNewsletterSubscriber } from '../../store/newsletter-subscribers';
import { NEWSLETTER_PLUGIN_FILE } from '../plugins/directory';
import { getInstalledPlugin } from '../plugins/installed';

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
	upsertNewsletterSubscriber(
		db,
		{ email, name: subscriber.name },
		new Date().toISOString()
	);
}
