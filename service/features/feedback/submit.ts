/**
 * What happens when a visitor sends a form: the fields are checked against the stored form, the
 * spam checks run (honeypot, rate limit), and an accepted submission is stored, reaches the CRM
 * and newsletter when their integrations are on, and is announced by a message in the outbox.
 */
import type { AppContext } from '../../../platform/context';
import { getSetting } from '../../../platform/content/settings';
import { postLink } from '../../../platform/content/permalinks';
import {
	checkField,
	consentGiven,
	type FieldValue,
} from '../../../shared/form-submission/validate';
import {
	formKey,
	type FormAddress,
} from '../../../shared/form-submission/form-id';
import type { SubmittedField } from '../../../shared/form-submission/form-result';
import {
	honeypotFilled,
	HONEYPOT_NAME,
} from '../../../shared/form-submission/honeypot';
import { messages } from '../../../shared/form-submission/messages';
import { thankYouRedirect } from '../../../extensions/blocks/contact-form/server';
import { addCrmContact, crmFormsIntegrationActive } from '../crm/contacts';
import {
	addNewsletterSubscriber,
	newsletterIntegrationActive,
} from '../newsletter/subscribers';
import { findPublishedForm, type PublishedForm } from './form-lookup';
import { hashIp } from './ip-hash';
import { takeSubmission } from '../visitor-submissions/rate-limit';
import { notificationRecipients, notificationSubject } from './recipients';
import { insertFeedback, type Feedback } from '../../store/feedback';
import { writeToOutbox } from './notification';
import { siteUrl } from '../../../platform/content/site-address';

export interface SubmissionRequest {
	address: FormAddress;
	body: Record< string, unknown >;
	ip: string;
	userAgent: string;
}

export type SubmissionOutcome =
	| {
			kind: 'sent';
			form: PublishedForm;
			feedback: Feedback;
			/** Where a redirect thank-you sends the visitor, if it has a usable address. */
			redirect: string | null;
	  }
	| {
			kind: 'invalid' | 'spam' | 'rate-limited';
			form: PublishedForm;
			message: string;
			values: Record< string, FieldValue >;
			errors: Record< string, string >;
	  }
	| { kind: 'gone'; message: string };

function firstValueOf(
	form: PublishedForm,
	kind: string,
	values: Record< string, FieldValue >
) {
	const field = form.fields.find( ( candidate ) => candidate.kind === kind );
	const value = field ? values[ field.name ] : '';
	return typeof value === 'string' ? value : '';
}

/** The CRM and newsletter integrations, for an accepted submission. */
function integrate(
	ctx: AppContext,
	form: PublishedForm,
	values: Record< string, FieldValue >,
	fields: SubmittedField[]
): void {
	const email = firstValueOf( form, 'email', values );
	if ( ! email ) {
		return;
	}
	const name = firstValueOf( form, 'name', values );
	if (
		form.attributes.jetpackCRM !== false &&
		crmFormsIntegrationActive( ctx.db )
	) {
		addCrmContact( ctx.db, {
			email,
			name,
			fields: Object.fromEntries(
				fields.map( ( field ) => [
					field.label,
					Array.isArray( field.value )
						? field.value.join( ', ' )
						: field.value,
				] )
			),
			source: `${ form.post.post_title } (form ${ formKey( form.address ) })`,
		} );
	}
	const consent = form.fields.find( ( field ) => field.kind === 'consent' );
	if (
		consent &&
		consentGiven( values[ consent.name ] ) &&
		newsletterIntegrationActive( ctx.db )
	) {
		addNewsletterSubscriber( ctx.db, { email, name } );
	}
}

async function notify(
	ctx: AppContext,
	form: PublishedForm,
	feedback: Feedback,
	values: Record< string, FieldValue >
) {
	const siteTitle = getSetting( ctx.db, 'title' );
	const email = firstValueOf( form, 'email', values );
	await writeToOutbox( ctx.options.dataDir, {
		feedbackId: feedback.id,
		siteTitle,
		host: new URL( siteUrl( ctx.db ) ).hostname,
		to: notificationRecipients( ctx.db, form ),
		replyTo: email
			? { address: email, name: firstValueOf( form, 'name', values ) }
			: undefined,
		subject: notificationSubject( siteTitle, form ),
		fields: feedback.fields,
		postTitle: form.post.post_title,
		postUrl: postLink( siteUrl( ctx.db ), form.post ),
		date: new Date( feedback.created ),
		locale: getSetting( ctx.db, 'language' ),
	} );
}

export async function submitForm(
	ctx: AppContext,
	request: SubmissionRequest
): Promise< SubmissionOutcome > {
	const form = findPublishedForm( ctx.db, request.address );
	if ( ! form ) {
		return { kind: 'gone', message: messages.gone() };
	}
	const values: Record< string, FieldValue > = {};
	const errors: Record< string, string > = {};
	const fields: SubmittedField[] = [];
	for ( const field of form.fields ) {
		const checked = checkField( field, request.body[ field.name ] );
		values[ field.name ] = checked.value;
		fields.push( {
			label: field.label,
			value: checked.value,
			kind: field.kind,
		} );
		if ( checked.error ) {
			errors[ field.name ] = checked.error;
		}
	}
	const errorCount = Object.keys( errors ).length;
	if ( errorCount ) {
		return {
			kind: 'invalid',
			form,
			message: messages.invalidForm( errorCount ),
			values,
			errors,
		};
	}
	const ipHash = hashIp( ctx.db, request.ip );
	if ( ! takeSubmission( ctx.db, ipHash ) ) {
		return {
			kind: 'rate-limited',
			form,
			message: messages.rateLimited(),
			values,
			errors,
		};
	}
	const feedback = ctx.db.transaction( () => {
		const spam = honeypotFilled( request.body[ HONEYPOT_NAME ] );
		const stored = insertFeedback( ctx.db, {
			formId: formKey( form.address ),
			postId: form.post.ID,
			fields,
			ipHash,
			userAgent: request.userAgent,
			status: spam ? 'spam' : 'publish',
		} );
		if ( ! spam ) {
			integrate( ctx, form, values, fields );
		}
		return stored;
	} )();
	if ( feedback.status === 'spam' ) {
		return { kind: 'spam', form, message: messages.spam(), values, errors };
	}
	try {
		await notify( ctx, form, feedback, values );
	} catch ( error ) {
		// The submission is stored and listed; only its e-mail is missing.
		ctx.options.log?.(
			`Writing the notification of feedback ${ feedback.id } failed: ${ ( error as Error ).message }`
		);
	}
	return {
		kind: 'sent',
		form,
		feedback,
		redirect: thankYouRedirect( form.attributes ),
	};
}
