/**
 * The form on the visitor page, with JavaScript: each field is checked when the visitor leaves it
 * (with the rules the server applies, shared/form-submission), errors show next to the fields and
 * are announced, and the form is sent with fetch to the same route as without JavaScript (asking
 * for JSON), its thank-you replacing it without a page load.
 */
import {
	checkField,
	isHttpUrl,
} from '../../../shared/form-submission/validate';
import { messages } from '../../../shared/form-submission/messages';
import {
	domFields,
	domValues,
	focusTarget,
	showFieldError,
	type DomField,
} from './view/dom-fields';
import { setNotice } from './view/notice';

/** The status of a submission larger than the site accepts. */
const PAYLOAD_TOO_LARGE = 413;

interface SubmissionAnswer {
	status?: string;
	html?: string;
	redirect?: string | null;
	message?: string;
	data?: { errors?: Record< string, string > };
}

function enhance( form: HTMLFormElement ): void {
	const container = form.parentElement;
	const notice = form.querySelector< HTMLElement >(
		'.wp-block-tessera-contact-form__notice'
	);
	const fields = domFields( form );
	// Errors show as the visitor leaves a field they changed, or again once one was shown.
	const touched = new Set< string >();

	const check = ( field: DomField ): string | null => {
		const { error } = checkField(
			field.definition,
			domValues( form, field.definition.name )
		);
		showFieldError( field, error );
		return error;
	};
	const fieldOf = ( target: EventTarget | null ) =>
		fields.find(
			( field ) =>
				target instanceof Node && field.wrapper.contains( target )
		);

	form.addEventListener( 'input', ( event ) => {
		const field = fieldOf( event.target );
		if ( field ) {
			touched.add( field.definition.name );
			if ( field.wrapper.classList.contains( 'has-error' ) ) {
				check( field );
			}
		}
	} );
	// Boxes and lists are checked as they change; text once the visitor leaves it.
	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		const field = fieldOf( target );
		const choice =
			target.type === 'checkbox' ||
			target.type === 'radio' ||
			target.tagName === 'SELECT';
		if ( field && choice ) {
			touched.add( field.definition.name );
			check( field );
		}
	} );
	form.addEventListener( 'focusout', ( event ) => {
		// Leaving a field for the submit button: the submit checks everything, and an error
		// appearing now would move the button away from under the pointer.
		const next = event.relatedTarget;
		if (
			next instanceof HTMLElement &&
			next.matches( '[type="submit"]' )
		) {
			return;
		}
		const field = fieldOf( event.target );
		if ( field && touched.has( field.definition.name ) ) {
			check( field );
		}
	} );

	const showErrors = (
		invalid: { field: DomField; message: string }[],
		message: string
	) => {
		setNotice( notice, message, true, invalid );
		focusTarget( invalid[ 0 ].field )?.focus();
	};

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		const invalid = fields.flatMap( ( field ) => {
			const message = check( field );
			return message ? [ { field, message } ] : [];
		} );
		if ( invalid.length ) {
			showErrors( invalid, messages.invalidForm( invalid.length ) );
			return;
		}
		const buttons = form.querySelectorAll<
			HTMLButtonElement | HTMLInputElement
		>( 'button[type="submit"], input[type="submit"]' );
		buttons.forEach( ( button ) => ( button.disabled = true ) );
		form.setAttribute( 'aria-busy', 'true' );
		setNotice( notice, messages.sending(), false );
		try {
			const response = await fetch( form.action, {
				method: 'POST',
				headers: { Accept: 'application/json' },
				body: new URLSearchParams(
					new FormData( form ) as unknown as Record< string, string >
				),
				credentials: 'same-origin',
			} );
			// An answer that is not JSON (a proxy's error page) still has a status to go by.
			const answer = ( await response
				.json()
				.catch( () => ( {} ) ) ) as SubmissionAnswer;
			if ( response.ok && answer.status === 'sent' ) {
				if ( answer.redirect && isHttpUrl( answer.redirect ) ) {
					window.location.assign( answer.redirect );
					return;
				}
				if ( container && answer.html ) {
					container.innerHTML = answer.html;
					container
						.querySelector< HTMLElement >( '[tabindex="-1"]' )
						?.focus();
				}
				return;
			}
			const errors = answer.data?.errors ?? {};
			const refused = fields.flatMap( ( field ) => {
				const message = errors[ field.definition.name ] ?? null;
				showFieldError( field, message );
				return message ? [ { field, message } ] : [];
			} );
			if ( refused.length ) {
				showErrors(
					refused,
					answer.message ?? messages.invalidForm( refused.length )
				);
			} else {
				setNotice(
					notice,
					response.status === PAYLOAD_TOO_LARGE
						? messages.tooLarge()
						: ( answer.message ?? messages.failed() ),
					true
				);
				notice?.focus();
			}
		} catch {
			setNotice( notice, messages.failed(), true );
			notice?.focus();
		} finally {
			buttons.forEach( ( button ) => ( button.disabled = false ) );
			form.removeAttribute( 'aria-busy' );
		}
	} );
}

function init(): void {
	document
		.querySelectorAll< HTMLFormElement >( 'form[data-tessera-form]' )
		.forEach( enhance );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
