import type { FieldValue } from './validate';
import type { FieldKind } from './field-kinds';

/**
 * The outcome of a submission sent without JavaScript, kept on the server for a short while under
 * a random token that the answer's redirect carries (`?tessera-form-result=<token>`), so that the
 * visitor page can show it: the thank-you summary, or the form again with the visitor's values and
 * the errors. Values never travel in the address.
 */
export type FormResult =
	| {
			form: string;
			status: 'sent';
			/** The submitted fields, for the summary thank-you. */
			fields: SubmittedField[];
	  }
	| {
			form: string;
			status: 'invalid';
			/** What went wrong, for the whole form. */
			message: string;
			values: Record< string, FieldValue >;
			/** Field name → its error. */
			errors: Record< string, string >;
	  };

export interface SubmittedField {
	label: string;
	value: FieldValue;
	/** The field's block (`name`, `email`…); absent from submissions stored before it was kept. */
	kind?: FieldKind;
}

export const RESULT_QUERY_ARG = 'tessera-form-result';

const TOKEN = /^[a-f0-9]{32}$/;

export function isResultToken( value: unknown ): value is string {
	return typeof value === 'string' && TOKEN.test( value );
}

/** The transient name a result is kept under. */
export function resultTransientName( token: string ): string {
	return `tessera_form_result_${ token }`;
}

function isValue( value: unknown ): value is FieldValue {
	return (
		typeof value === 'string' ||
		( Array.isArray( value ) &&
			value.every( ( item ) => typeof item === 'string' ) )
	);
}

function isRecordOf< T >(
	value: unknown,
	check: ( item: unknown ) => item is T
): value is Record< string, T > {
	return (
		!! value &&
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		Object.values( value ).every( check )
	);
}

const isString = ( value: unknown ): value is string =>
	typeof value === 'string';

/** A stored result read back, checked for its shape (anything else is ignored). */
export function parseFormResult( value: unknown ): FormResult | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const result = value as Record< string, unknown >;
	if ( typeof result.form !== 'string' ) {
		return null;
	}
	if (
		result.status === 'sent' &&
		Array.isArray( result.fields ) &&
		result.fields.every(
			( field ) =>
				!! field &&
				typeof field.label === 'string' &&
				isValue( field.value )
		)
	) {
		return result as FormResult;
	}
	if (
		result.status === 'invalid' &&
		typeof result.message === 'string' &&
		isRecordOf( result.values, isValue ) &&
		isRecordOf( result.errors, isString )
	) {
		return result as FormResult;
	}
	return null;
}
