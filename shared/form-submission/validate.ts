import { isEmailValid } from '../email';
import type { FieldDefinition } from './definition';
import { messages } from './messages';

/** A submitted value: one string, or the chosen options of a checkbox group. */
export type FieldValue = string | string[];

export interface CheckedField {
	value: FieldValue;
	error: string | null;
}

/** Longest accepted value: a line, or the text of a message field. */
export const MAX_LINE_LENGTH = 1000;
export const MAX_TEXT_LENGTH = 20000;

const PHONE = /^\+?[0-9\s().\-/]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// C0 controls except tab and line feed, and DEL: never meaningful in a form value.

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** What a request carries for a name, as a list of strings (anything else is dropped). */
function rawValues( raw: unknown ): string[] {
	const list = Array.isArray( raw ) ? raw : [ raw ];
	return list.filter( ( item ): item is string => typeof item === 'string' );
}

export function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname.length > 0
		);
	} catch {
		return false;
	}
}

export function isPhoneNumber( value: string ): boolean {
	const digits = value.replace( /\D/g, '' ).length;
	return PHONE.test( value ) && digits >= 5 && digits <= 20;
}

export function isIsoDate( value: string ): boolean {
	const match = ISO_DATE.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		year >= 1 &&
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

function singleLine( value: string ): string {
	return value
		.replace( /\r\n?|\n/g, ' ' )
		.replace( CONTROL, '' )
		.trim();
}

function multiLine( value: string ): string {
	return value.replace( /\r\n?/g, '\n' ).replace( CONTROL, '' ).trim();
}

function formatError( field: FieldDefinition, value: string ): string | null {
	switch ( field.kind ) {
		case 'email':
			return isEmailValid( value ) ? null : messages.email();
		case 'url':
			return isHttpUrl( value ) ? null : messages.url();
		case 'telephone':
			return isPhoneNumber( value ) ? null : messages.telephone();
		case 'date':
			return isIsoDate( value ) ? null : messages.date();
		case 'radio':
		case 'select':
			return field.options.includes( value ) ? null : messages.option();
		default:
			return null;
	}
}

function checkText( field: FieldDefinition, values: string[] ): CheckedField {
	const last = values.length ? values[ values.length - 1 ] : '';
	const long = field.kind === 'textarea';
	const value = long ? multiLine( last ) : singleLine( last );
	const max = long ? MAX_TEXT_LENGTH : MAX_LINE_LENGTH;
	if ( value === '' ) {
		return { value, error: field.required ? messages.required() : null };
	}
	if ( value.length > max ) {
		return { value, error: messages.tooLong( max ) };
	}
	return { value, error: formatError( field, value ) };
}

function checkBox( field: FieldDefinition, values: string[] ): CheckedField {
	if ( field.kind === 'consent' && field.consentType !== 'explicit' ) {
		// Implicit consent: sending the form is the consent.
		return { value: messages.yes(), error: null };
	}
	const checked = values.some( ( value ) => value !== '' );
	return {
		value: checked ? messages.yes() : messages.no(),
		error: ! checked && field.required ? messages.required() : null,
	};
}

function checkChoices(
	field: FieldDefinition,
	values: string[]
): CheckedField {
	const chosen = [ ...new Set( values.map( singleLine ) ) ].filter(
		( value ) => value !== ''
	);
	if ( chosen.length === 0 ) {
		return {
			value: [],
			error: field.required ? messages.required() : null,
		};
	}
	return {
		value: chosen,
		error: chosen.every( ( value ) => field.options.includes( value ) )
			? null
			: messages.option(),
	};
}

/**
 * Checks what was sent for one field and returns the value to store (trimmed, control characters
 * removed) with the first problem found, if any. The same rules run in the browser and on the
 * server.
 *
 * @param field The field's definition.
 * @param raw   What the request holds under the field's name.
 */
export function checkField(
	field: FieldDefinition,
	raw: unknown
): CheckedField {
	const values = rawValues( raw );
	switch ( field.kind ) {
		case 'checkbox':
		case 'consent':
			return checkBox( field, values );
		case 'checkbox-multiple':
			return checkChoices( field, values );
		default:
			return checkText( field, values );
	}
}

/** Whether a consent field's value means the visitor agreed. */
export function consentGiven( value: FieldValue | undefined ): boolean {
	return value === messages.yes();
}
