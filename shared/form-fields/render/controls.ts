/**
 * The form controls of each field kind, as HTML strings. Every value is escaped by
 * htmlAttributes() or escapeHtml().
 */
import {
	escapeHtml,
	htmlAttributes,
	type HtmlAttributeValue,
} from '../../server-render/html';
import type { FieldDefinition } from '../../form-submission/definition';
import type { FieldKind } from '../../form-submission/field-kinds';
import { messages } from '../../form-submission/messages';
import {
	MAX_LINE_LENGTH,
	MAX_TEXT_LENGTH,
} from '../../form-submission/validate';

export interface ControlInput {
	field: FieldDefinition;
	elementId: string;
	errorId: string;
	/** The value to show: what the visitor sent, or the field's default. */
	value: string[];
	placeholder: string;
	error: string | null;
	/** Consent: the sentence shown with the box, or instead of it. */
	consentMessage: string;
}

const INPUT_TYPES: Partial< Record< FieldKind, [ string, string | false ] > > =
	{
		text: [ 'text', false ],
		name: [ 'text', 'name' ],
		email: [ 'email', 'email' ],
		url: [ 'url', 'url' ],
		telephone: [ 'tel', 'tel' ],
		date: [ 'date', false ],
	};

function requiredMark( field: FieldDefinition ): string {
	return field.required
		? ` <span class="tessera-field__required">${ escapeHtml( messages.requiredMark() ) }</span>`
		: '';
}

function labelHtml( input: ControlInput, forId: string | null ): string {
	const tag = forId ? 'label' : 'span';
	return `<${ tag }${ htmlAttributes( { class: 'tessera-field__label', for: forId } ) }>${ escapeHtml(
		input.field.label
	) }${ requiredMark( input.field ) }</${ tag }>`;
}

/** aria-invalid and aria-describedby of a control with an error. */
function invalidity(
	input: ControlInput
): Record< string, HtmlAttributeValue > {
	return input.error
		? { 'aria-invalid': 'true', 'aria-describedby': input.errorId }
		: {};
}

function textControl( input: ControlInput ): string {
	const { field } = input;
	const value = input.value[ 0 ] ?? '';
	const common = {
		id: input.elementId,
		name: field.name,
		class: 'tessera-field__input',
		placeholder: input.placeholder || null,
		required: field.required,
		...invalidity( input ),
	};
	if ( field.kind === 'textarea' ) {
		return `<textarea${ htmlAttributes( {
			...common,
			rows: 5,
			maxlength: MAX_TEXT_LENGTH,
		} ) }>${ escapeHtml( value ) }</textarea>`;
	}
	const [ type, autocomplete ] = INPUT_TYPES[ field.kind ] ?? [
		'text',
		false,
	];
	return `<input${ htmlAttributes( {
		...common,
		type,
		value,
		autocomplete: autocomplete || null,
		maxlength: field.kind === 'date' ? null : MAX_LINE_LENGTH,
	} ) }>`;
}

function box( input: ControlInput, text: string ): string {
	const checked = input.value[ 0 ] === messages.yes();
	return `<span class="tessera-field__option"><input${ htmlAttributes( {
		type: 'checkbox',
		id: input.elementId,
		name: input.field.name,
		value: '1',
		class: 'tessera-field__check',
		checked,
		required: input.field.required,
		...invalidity( input ),
	} ) }><label${ htmlAttributes( { for: input.elementId, class: 'tessera-field__option-label' } ) }>${ escapeHtml(
		text
	) }${ requiredMark( input.field ) }</label></span>`;
}

function consentControl( input: ControlInput ): string {
	if ( input.field.consentType === 'explicit' ) {
		return box( input, input.consentMessage );
	}
	return `<input${ htmlAttributes( {
		type: 'hidden',
		name: input.field.name,
		value: '1',
	} ) }><p${ htmlAttributes( { class: 'tessera-field__consent', id: input.elementId } ) }>${ escapeHtml(
		input.consentMessage
	) }</p>`;
}

function choiceList( input: ControlInput, type: 'radio' | 'checkbox' ): string {
	const { field } = input;
	return field.options
		.map( ( option, position ) => {
			const id = `${ input.elementId }-${ position }`;
			return `<span class="tessera-field__option"><input${ htmlAttributes(
				{
					type,
					id,
					name: field.name,
					value: option,
					class: 'tessera-field__check',
					checked: input.value.includes( option ),
					// A required group of boxes needs one ticked, which HTML cannot say: the
					// server and the view script check it.
					required: type === 'radio' && field.required,
				}
			) }><label${ htmlAttributes( { for: id, class: 'tessera-field__option-label' } ) }>${ escapeHtml(
				option
			) }</label></span>`;
		} )
		.join( '' );
}

function selectControl( input: ControlInput ): string {
	const { field } = input;
	const chosen = input.value[ 0 ] ?? '';
	const options = [
		`<option value="">${ escapeHtml( input.placeholder || '—' ) }</option>`,
		...field.options.map(
			( option ) =>
				`<option${ htmlAttributes( { value: option, selected: option === chosen } ) }>${ escapeHtml(
					option
				) }</option>`
		),
	].join( '' );
	return `<select${ htmlAttributes( {
		id: input.elementId,
		name: field.name,
		class: 'tessera-field__input',
		required: field.required,
		...invalidity( input ),
	} ) }>${ options }</select>`;
}

/** The field's label and control; groups of choices are a fieldset with a legend. */
export function controlHtml( input: ControlInput ): string {
	switch ( input.field.kind ) {
		case 'checkbox':
			return box( input, input.field.label );
		case 'consent':
			return consentControl( input );
		case 'radio':
		case 'checkbox-multiple':
			return `<fieldset${ htmlAttributes( {
				class: 'tessera-field__choices',
				id: input.elementId,
				...invalidity( input ),
			} ) }><legend class="tessera-field__label">${ escapeHtml(
				input.field.label
			) }${ requiredMark( input.field ) }</legend>${ choiceList(
				input,
				input.field.kind === 'radio' ? 'radio' : 'checkbox'
			) }</fieldset>`;
		case 'select':
			return labelHtml( input, input.elementId ) + selectControl( input );
		default:
			return labelHtml( input, input.elementId ) + textControl( input );
	}
}
