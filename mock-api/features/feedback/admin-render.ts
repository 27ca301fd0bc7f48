/** The HTML of the feedback screens in wp-admin. Every stored value goes through htmlSpecialChars. */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { Feedback } from '../../store/feedback';

interface FormChoice {
	formId: string;
	name: string;
	count: number;
}

export interface FeedbackListInput {
	rows: Feedback[];
	total: number;
	status: 'publish' | 'spam';
	counts: { publish: number; spam: number };
	forms: FormChoice[];
	formId: string | null;
	page: number;
	pages: number;
	formName: ( feedback: Feedback ) => string;
	date: ( feedback: Feedback ) => string;
}

const LIST_URL = '/wp-admin/edit.php?post_type=feedback';

function valueText( value: string | string[] ): string {
	return Array.isArray( value ) ? value.join( ', ' ) : value;
}

function excerpt( text: string, max = 160 ): string {
	const flat = text.replace( /\s+/g, ' ' ).trim();
	return flat.length > max ? `${ flat.slice( 0, max - 1 ) }…` : flat;
}

/** Who sent it: the first Name and Email fields, else the first value. */
function sender( feedback: Feedback ): { name: string; email: string } {
	const find = ( label: RegExp ) =>
		feedback.fields.find( ( field ) => label.test( field.label ) );
	const name = find( /name/i )?.value ?? feedback.fields[ 0 ]?.value ?? '';
	const email = find( /e-?mail/i )?.value ?? '';
	return { name: valueText( name ), email: valueText( email ) };
}

function viewUrl( feedback: Feedback ): string {
	return `${ LIST_URL }&feedback=${ feedback.id }`;
}

function row( input: FeedbackListInput, feedback: Feedback ): string {
	const from = sender( feedback );
	const message = feedback.fields
		.map( ( field ) => `${ field.label }: ${ valueText( field.value ) }` )
		.join( ' · ' );
	const title = from.name || `#${ feedback.id }`;
	return `<tr><td><strong><a href="${ htmlSpecialChars( viewUrl( feedback ) ) }">${ htmlSpecialChars(
		title
	) }</a></strong>${ from.email ? `<br>${ htmlSpecialChars( from.email ) }` : '' }<div class="row-actions"><a href="${ htmlSpecialChars(
		viewUrl( feedback )
	) }" aria-label="View feedback ${ feedback.id }">View</a></div></td><td>${ htmlSpecialChars(
		excerpt( message )
	) }</td><td>${ htmlSpecialChars( input.formName( feedback ) ) }</td><td>${ htmlSpecialChars(
		input.date( feedback )
	) }</td></tr>`;
}

export function renderFeedbackList( input: FeedbackListInput ): string {
	const formQuery = input.formId
		? `&form=${ encodeURIComponent( input.formId ) }`
		: '';
	const statusQuery = input.status === 'spam' ? '&status=spam' : '';
	const tab = ( status: 'publish' | 'spam', label: string ) =>
		`<li><a href="${ htmlSpecialChars( `${ LIST_URL }${ status === 'spam' ? '&status=spam' : '' }` ) }"${
			input.status === status ? ' aria-current="page"' : ''
		}>${ label } (${ input.counts[ status ] })</a></li>`;
	const options = input.forms
		.map(
			( form ) =>
				`<option value="${ htmlSpecialChars( form.formId ) }"${
					form.formId === input.formId ? ' selected' : ''
				}>${ htmlSpecialChars( `${ form.name } (${ form.count })` ) }</option>`
		)
		.join( '' );
	const page = ( n: number ) =>
		htmlSpecialChars(
			`${ LIST_URL }${ statusQuery }${ formQuery }&paged=${ n }`
		);
	const pagination =
		input.pages > 1
			? `<nav class="pagination" aria-label="Pages">${
					input.page > 1
						? `<a href="${ page( input.page - 1 ) }">‹ Previous page</a>`
						: ''
				}<span>Page ${ input.page } of ${ input.pages }</span>${
					input.page < input.pages
						? `<a href="${ page( input.page + 1 ) }">Next page ›</a>`
						: ''
				}</nav>`
			: '';
	const empty = '<tr><td colspan="4">No feedback found.</td></tr>';
	return [
		`<h1>Feedback <a class="button" href="${ htmlSpecialChars(
			`${ LIST_URL }${ statusQuery }${ formQuery }&export=csv`
		) }" download>Export CSV</a></h1>`,
		`<ul class="subsubsub" aria-label="Filter by status">${ tab( 'publish', 'Inbox' ) }${ tab(
			'spam',
			'Spam'
		) }</ul>`,
		'<style>.feedback-filter{display:flex;gap:.5rem;align-items:center;margin:0 0 1rem}</style>',
		`<form method="get" action="/wp-admin/edit.php" class="feedback-filter"><input type="hidden" name="post_type" value="feedback">${
			input.status === 'spam'
				? '<input type="hidden" name="status" value="spam">'
				: ''
		}<label for="feedback-form">Form</label> <select id="feedback-form" name="form"><option value="">All forms</option>${ options }</select> <button type="submit" class="button">Filter</button></form>`,
		`<table class="wp-list-table"><caption class="screen-reader-text">Feedback list, newest first</caption><thead><tr><th scope="col">From</th><th scope="col">Message</th><th scope="col">Form</th><th scope="col">Date</th></tr></thead><tbody>`,
		input.rows.length
			? input.rows
					.map( ( feedback ) => row( input, feedback ) )
					.join( '' )
			: empty,
		'</tbody></table>',
		pagination,
	].join( '\n' );
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
		`<tr><th scope="row">Status</th><td>${ feedback.status === 'spam' ? 'Spam' : 'Inbox' }</td></tr>`,
		`<tr><th scope="row">Sender address (hashed)</th><td><code>${ htmlSpecialChars(
			feedback.ipHash.slice( 0, 16 )
		) }…</code></td></tr>`,
		`<tr><th scope="row">User agent</th><td>${ htmlSpecialChars( feedback.userAgent ) }</td></tr>`,
		'</tbody></table>',
		'<style>.feedback-value{white-space:pre-wrap;overflow-wrap:anywhere}</style>',
	].join( '\n' );
}
