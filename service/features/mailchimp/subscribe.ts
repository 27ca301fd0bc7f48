/**
 * A visitor joins the site's Mailchimp list from a published sign-up block: the address, with the
 * block's groups and its signup-location merge field, goes to the list as a pending member
 * (Mailchimp then asks the address to confirm). The block's attributes are read from the stored
 * post, so a visitor cannot pick other groups or fields.
 */
import { __ } from '@wordpress/i18n';

import type { Db } from '../../../platform/store/db';
import {
	upsertMember,
	type MailchimpProblem,
} from '../../stand-ins/mailchimp/provider';
import { mergeTag } from '../../../extensions/blocks/mailchimp/server';
import { mailchimpConnection } from './connection';
import { findPublishedSignup } from './lookup';

export type SignupOutcome =
	{ ok: true } | { ok: false; status: number; code: string; message: string };

export function joinList(
	db: Db,
	signup: { postId: number; index: number; email: unknown }
): SignupOutcome {
	const attributes = findPublishedSignup( db, signup.postId, signup.index );
	if ( ! attributes ) {
		return {
			ok: false,
			status: 404,
			code: 'mailchimp_signup_not_found',
			message: __(
				'This sign-up form is not on a published post.',
				'tessera'
			),
		};
	}
	const connection = mailchimpConnection( db );
	if ( ! connection ) {
		return {
			ok: false,
			status: 400,
			code: 'mailchimp_not_connected',
			message: __(
				'This site is not connected to Mailchimp.',
				'tessera'
			),
		};
	}
	if ( typeof signup.email !== 'string' || signup.email.length > 254 ) {
		return {
			ok: false,
			status: 400,
			code: 'invalid_email',
			message: __( 'Please provide a valid email address.', 'tessera' ),
		};
	}
	const tag = mergeTag( attributes.signupFieldTag );
	const value = ( attributes.signupFieldValue ?? '' ).trim();
	const answer = upsertMember( db, connection.listId, {
		email_address: signup.email,
		status_if_new: 'pending',
		interests: Object.fromEntries(
			( attributes.interests ?? [] )
				.filter( ( id ) => typeof id === 'string' )
				.map( ( id ) => [ id, true ] )
		),
		merge_fields: tag && value ? { [ tag ]: value } : {},
	} );
	return answer.ok ? { ok: true } : mailchimpError( answer.problem );
}

function mailchimpError( problem: MailchimpProblem ): SignupOutcome {
	return {
		ok: false,
		status: problem.status,
		code: problem.title.toLowerCase().replace( /[^a-z]+/g, '_' ),
		message: problem.detail,
	};
}
