import { isEmailValid } from '../../../shared/email';
import { untitled } from '../../../shared/locale/untitled';
import type { Db } from '../../../platform/store/db';
import { getSetting } from '../../../platform/content/settings';
import { getUserById } from '../../../platform/store/users';
import type { PublishedForm } from './form-lookup';

/**
 * Who is notified: the form's `to` addresses that are valid; when none is (a form saved before
 * `to` was filled, or a hand-edited one), the post's author, then the site's admin address.
 */
export function notificationRecipients(
	db: Db,
	form: PublishedForm
): string[] {
	const listed = ( form.attributes.to ?? '' )
		.split( ',' )
		.map( ( address ) => address.trim() )
		.filter( isEmailValid );
	if ( listed.length ) {
		return [ ...new Set( listed ) ];
	}
	const author = getUserById( db, form.post.post_author )?.user_email ?? '';
	return [
		isEmailValid( author ) ? author : String( getSetting( db, 'email' ) ),
	];
}

/**
 * The subject: the form's, or '[site title] post title' as the editor fills it in. It is worked
 * out in the site's language (the submission's route runs in it), for a post without a title.
 */
export function notificationSubject(
	siteTitle: string,
	form: PublishedForm
): string {
	const subject = ( form.attributes.subject ?? '' ).trim();
	return (
		subject || `[${ siteTitle }] ${ form.post.post_title || untitled() }`
	);
}
