/**
 * The HTML of one submission in wp-admin, in the language it is called in (the user's). Every
 * stored value goes through htmlSpecialChars.
 */
import { __, sprintf } from '@wordpress/i18n';

import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { Feedback } from '../../store/feedback';

const LIST_URL = '/wp-admin/edit.php?post_type=feedback';

const statusLabel = ( status: Feedback[ 'status' ] ): string =>
	( {
		publish: __( 'Inbox', 'tessera' ),
		spam: __( 'Spam', 'tessera' ),
		trash: __( 'Trash', 'tessera' ),
	} )[ status ];

/** The title of one submission's screen. */
export function feedbackTitle( id: number ): string {
	/* translators: %d: the number of a stored form submission. */
	return sprintf( __( 'Feedback #%d', 'tessera' ), id );
}

const row = ( label: string, cell: string ) =>
	`<tr><th scope="row">${ htmlSpecialChars( label ) }</th><td>${ cell }</td></tr>`;

function valueText( value: string | string[] ): string {
	return Array.isArray( value ) ? value.join( ', ' ) : value;
}

export function renderFeedbackView(
	feedback: Feedback,
	formName: string,
	date: string
): string {
	const fields = feedback.fields
		.map(
			( field ) =>
				`<tr><th scope="row">${ htmlSpecialChars( field.label ) }</th><td class="feedback-value">${ htmlSpecialChars(
					valueText( field.value )
				) }</td></tr>`
		)
		.join( '' );
	return [
		`<h1>${ htmlSpecialChars( feedbackTitle( feedback.id ) ) }</h1>`,
		`<p><a href="${ LIST_URL }">‹ ${ htmlSpecialChars(
			__( 'Back to Feedback', 'tessera' )
		) }</a></p>`,
		`<table class="form-table feedback-fields"><caption class="screen-reader-text">${ htmlSpecialChars(
			__( 'Submitted fields', 'tessera' )
		) }</caption><tbody>${ fields }</tbody></table>`,
		`<h2>${ htmlSpecialChars( __( 'Details', 'tessera' ) ) }</h2>`,
		`<table class="form-table"><tbody>`,
		row( __( 'Form', 'tessera' ), htmlSpecialChars( formName ) ),
		row( __( 'Date', 'tessera' ), htmlSpecialChars( date ) ),
		row(
			__( 'Status', 'tessera' ),
			htmlSpecialChars( statusLabel( feedback.status ) )
		),
		row(
			__( 'Sender address (hashed)', 'tessera' ),
			`<code>${ htmlSpecialChars( feedback.ipHash.slice( 0, 16 ) ) }…</code>`
		),
		row(
			__( 'User agent', 'tessera' ),
			htmlSpecialChars( feedback.userAgent )
		),
		'</tbody></table>',
		'<style>.feedback-value{white-space:pre-wrap;overflow-wrap:anywhere}</style>',
	].join( '\n' );
}
