/**
 * POST /contact-form/{post}/{form}: where a published form sends. The same route answers a plain
 * HTML form post (no JavaScript: 303 back to the post, whose render shows the outcome kept under a
 * token, or to the redirect thank-you's address) and the view script's fetch (`Accept:
 * application/json`: the thank-you to show, or WordPress's error shape with each field's error).
 * It is not under /wp-json: a signed-in visitor's plain form post carries no REST nonce.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { postLink } from '../../../platform/content/permalinks';
import { getSetting } from '../../../platform/content/settings';
import { inLocale } from '../../../platform/render/locale-strings';
import { translatedDie } from '../../../platform/render/admin-reply';
import { setTransient } from '../../../platform/store/transients';
import {
	formElementId,
	formKey,
} from '../../../shared/form-submission/form-id';
import {
	RESULT_QUERY_ARG,
	resultTransientName,
	type FormResult,
} from '../../../shared/form-submission/form-result';
import { messages } from '../../../shared/form-submission/messages';
import { formPageUrl } from '../../../extensions/blocks/contact-form/render';
import { thankYouHtml } from '../../../extensions/blocks/contact-form/server';
import { submitForm, type SubmissionOutcome } from './submit';

/** How long the outcome of a no-JS submission stays readable by the page it returns to. */
const RESULT_TTL_SECONDS = 600;

const ERROR_CODES = {
	invalid: [ 'tessera_form_invalid', 400 ],
	spam: [ 'tessera_form_spam', 400 ],
	'rate-limited': [ 'tessera_form_rate_limited', 429 ],
	gone: [ 'tessera_form_not_found', 404 ],
} as const;

function wantsJson( request: FastifyRequest ): boolean {
	return /\bapplication\/json\b/.test(
		String( request.headers.accept ?? '' )
	);
}

function sendJson( reply: FastifyReply, outcome: SubmissionOutcome ) {
	reply.header( 'Cache-Control', 'no-store' );
	if ( outcome.kind === 'sent' ) {
		return reply.code( 200 ).send( {
			status: 'sent',
			id: outcome.feedback.id,
			redirect: outcome.redirect,
			html: thankYouHtml(
				outcome.form.attributes,
				outcome.feedback.fields,
				formPageUrl( outcome.form.address )
			),
		} );
	}
	const [ code, status ] = ERROR_CODES[ outcome.kind ];
	return reply.code( status ).send( {
		code,
		message: outcome.message,
		data: { status, errors: 'errors' in outcome ? outcome.errors : {} },
	} );
}

function sendRedirect(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	outcome: SubmissionOutcome
) {
	if ( outcome.kind === 'gone' ) {
		return translatedDie( reply, 404, outcome.message );
	}
	if ( outcome.kind === 'sent' && outcome.redirect ) {
		return reply.redirect( outcome.redirect, 303 );
	}
	const form = outcome.form;
	const result: FormResult =
		outcome.kind === 'sent'
			? {
					form: outcome.feedback.formId,
					status: 'sent',
					fields: outcome.feedback.fields,
				}
			: {
					form: formKey( form.address ),
					status: 'invalid',
					message: outcome.message,
					values: outcome.values,
					errors: outcome.errors,
				};
	const token = randomBytes( 16 ).toString( 'hex' );
	setTransient(
		ctx.db,
		resultTransientName( token ),
		result,
		RESULT_TTL_SECONDS
	);
	const url = new URL( postLink( request.origin, form.post ) );
	url.searchParams.set( RESULT_QUERY_ARG, token );
	url.hash = formElementId( form.address );
	return reply
		.header( 'Cache-Control', 'no-store' )
		.redirect( `${ url.pathname }${ url.search }${ url.hash }`, 303 );
}

export function registerFeedbackRoutes(
	app: FastifyInstance,
	ctx: AppContext
): void {
	// Its messages (errors, the thank-you) are read on the site's pages: in the site's language.
	app.post( '/contact-form/:post/:form', ( request, reply ) =>
		inLocale( getSetting( ctx.db, 'language' ), async () => {
			const params = request.params as { post: string; form: string };
			const json = wantsJson( request );
			if (
				! /^\d{1,12}$/.test( params.post ) ||
				! /^\d{1,4}$/.test( params.form )
			) {
				const gone: SubmissionOutcome = {
					kind: 'gone',
					message: messages.gone(),
				};
				return json
					? sendJson( reply, gone )
					: translatedDie( reply, 404, gone.message );
			}
			const body =
				request.body &&
				typeof request.body === 'object' &&
				! Array.isArray( request.body )
					? ( request.body as Record< string, unknown > )
					: {};
			const outcome = await submitForm( ctx, {
				address: {
					postId: Number( params.post ),
					index: Number( params.form ),
				},
				body,
				ip: request.ip,
				userAgent: String( request.headers[ 'user-agent' ] ?? '' ),
			} );
			return json
				? sendJson( reply, outcome )
				: sendRedirect( ctx, request, reply, outcome );
		} )
	);
}
