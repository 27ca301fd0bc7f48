/** The HTML of one submission in wp-admin. Every stored value goes through htmlSpecialChars. */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { Feedback } from '../../store/feedback';

const LIST_URL = '/wp-admin/edit.php?post_type=feedback';

const STATUS_LABELS = { publish: 'Inbox', spam: 'Spam', trash: 'Trash' };

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
		`<h1>Feedback #${ feedback.id }</h1>`,
		`<p><a href="${ LIST_URL }">‹ Back to Feedback</a></p>`,
		`<table class="form-table feedback-fields"><caption class="screen-reader-text">Submitted fields</caption><tbody>${ fields }</tbody></table>`,
		'<h2>Details</h2>',
		`<table class="form-table"><tbody>`,
		`<tr><th scope="row">Form</th><td>${ htmlSpecialChars( formName ) }</td></tr>`,
		`<tr><th scope="row">Date</th><td>${ htmlSpecialChars( date ) }</td></tr>`,
		`<tr><th scope="row">Status</th><td>${ STATUS_LABELS[ feedback.status ] }</td></tr>`,
		`<tr><th scope="row">Sender address (hashed)</th><td><code>${ htmlSpecialChars(
			feedback.ipHash.slice( 0, 16 )
		) }…</code></td></tr>`,
		`<tr><th scope="row">User agent</th><td>${ htmlSpecialChars( feedback.userAgent ) }</td></tr>`,
		'</tbody></table>',
		'<style>.feedback-value{white-space:pre-wrap;overflow-wrap:anywhere}</style>',
	].join( '\n' );
}
