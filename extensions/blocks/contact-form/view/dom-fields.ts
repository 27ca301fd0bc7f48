/**
 * The fields of a rendered form, read back from the markup the server render printed (each
 * field's wrapper carries its kind, name and required flag), so that the browser checks them with
 * the same rules as the server.
 */
import type { FieldDefinition } from '../../../../shared/form-submission/definition';
import {
	FIELD_KINDS,
	type FieldKind,
} from '../../../../shared/form-submission/field-kinds';

export interface DomField {
	wrapper: HTMLElement;
	definition: FieldDefinition;
	/** The elements that take aria-invalid and aria-describedby. */
	targets: HTMLElement[];
	error: HTMLElement | null;
}

function isKind( value: string | undefined ): value is FieldKind {
	return ( FIELD_KINDS as readonly string[] ).includes( value ?? '' );
}

export function domFields( form: HTMLFormElement ): DomField[] {
	const fields: DomField[] = [];
	form.querySelectorAll< HTMLElement >( '[data-tessera-field]' ).forEach(
		( wrapper ) => {
			const kind = wrapper.dataset.tesseraField;
			const name = wrapper.dataset.name;
			if ( ! isKind( kind ) || ! name ) {
				return;
			}
			const controls = Array.from(
				wrapper.querySelectorAll<
					HTMLInputElement | HTMLSelectElement
				>( 'input[name], select[name], textarea[name]' )
			);
			const options =
				kind === 'select'
					? Array.from( wrapper.querySelectorAll( 'option' ) )
							.map( ( option ) => option.value )
							.filter( Boolean )
					: controls.map( ( control ) => control.value );
			const group = wrapper.querySelector< HTMLElement >( 'fieldset' );
			fields.push( {
				wrapper,
				definition: {
					kind,
					name,
					label: wrapper.dataset.label ?? '',
					required: wrapper.dataset.required === 'true',
					options,
					consentType: controls.some(
						( control ) => control.type === 'checkbox'
					)
						? 'explicit'
						: 'implicit',
				},
				targets: group
					? [ group ]
					: controls.filter(
							( control ) => control.type !== 'hidden'
						),
				error: wrapper.querySelector< HTMLElement >(
					'.tessera-field__error'
				),
			} );
		}
	);
	return fields;
}

/** What the form would send for a field, as the server reads it. */
export function domValues( form: HTMLFormElement, name: string ): string[] {
	return new FormData( form )
		.getAll( name )
		.filter( ( value ): value is string => typeof value === 'string' );
}

/** Shows (or clears, with null) a field's error and marks its controls for assistive technology. */
export function showFieldError(
	field: DomField,
	message: string | null
): void {
	field.wrapper.classList.toggle( 'has-error', !! message );
	if ( field.error ) {
		field.error.textContent = message ?? '';
		field.error.hidden = ! message;
	}
	for ( const target of field.targets ) {
		if ( message && field.error ) {
			target.setAttribute( 'aria-invalid', 'true' );
			target.setAttribute( 'aria-describedby', field.error.id );
		} else {
			target.removeAttribute( 'aria-invalid' );
			target.removeAttribute( 'aria-describedby' );
		}
	}
}

/** The element to move the focus to for a field with an error. */
export function focusTarget( field: DomField ): HTMLElement | null {
	return field.wrapper.querySelector< HTMLElement >(
		'input:not([type="hidden"]), select, textarea'
	);
}
