/**
 * The server render every field block shares: the field's definition (the same one the
 * submission route builds from the stored post), its value and error after a submission sent
 * without JavaScript, and its markup.
 */
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../server-render/html';
import type { BlockRenderContext } from '../../server-render/types';
import { fieldDefinition } from '../../form-submission/definition';
import { shownConsentMessage } from '../../form-submission/labels';
import type { FieldKind } from '../../form-submission/field-kinds';
import { formElementId } from '../../form-submission/form-id';
import { messages } from '../../form-submission/messages';
import { isValidFieldId } from '../field-id';
import type { SharedFieldAttributes } from '../types';
import { safeFieldWidth } from '../width';
import { controlHtml } from './controls';
import { fieldPlace, formResultFor } from './render-pass';

export type RenderableFieldAttributes = SharedFieldAttributes & {
	consentType?: string;
	implicitConsentMessage?: string;
	explicitConsentMessage?: string;
};

const CHECKED_DEFAULTS = [ '1', 'true', 'yes', 'on', 'checked' ];

/** What a field shows before anything was sent: its default value, if it fits the field. */
function defaultValue(
	kind: FieldKind,
	attributes: RenderableFieldAttributes
): string[] {
	const value =
		typeof attributes.defaultValue === 'string'
			? attributes.defaultValue
			: '';
	if ( kind === 'checkbox' || kind === 'consent' ) {
		return CHECKED_DEFAULTS.includes( value.trim().toLowerCase() )
			? [ messages.yes() ]
			: [];
	}
	return value ? [ value ] : [];
}

export function renderField(
	kind: FieldKind,
	attributes: RenderableFieldAttributes,
	context: BlockRenderContext
): string {
	const place = fieldPlace( context );
	const { form, index } = place;
	const field = fieldDefinition(
		`tessera/field-${ kind }`,
		{ ...attributes },
		index
	);
	if ( ! field ) {
		return '';
	}
	const elementId = isValidFieldId( attributes.id )
		? attributes.id
		: `${ formElementId( form ) }-${ index }`;
	const errorId = `${ elementId }-error`;
	const result = formResultFor( context, form );
	const invalid = result?.status === 'invalid' ? result : null;
	const sent = invalid?.values[ field.name ];
	let value = defaultValue( kind, attributes );
	if ( invalid ) {
		value = Array.isArray( sent ) ? sent : [ sent ?? '' ];
	}
	const error = invalid?.errors[ field.name ] ?? null;
	Object.assign( place.rendered, {
		name: field.name,
		label: field.label,
		elementId,
	} );

	const consentMessage = shownConsentMessage(
		field.consentType ?? 'implicit',
		field.consentType === 'explicit'
			? attributes.explicitConsentMessage
			: attributes.implicitConsentMessage
	);
	const control = controlHtml( {
		field,
		elementId,
		errorId,
		value,
		placeholder:
			typeof attributes.placeholder === 'string'
				? attributes.placeholder
				: '',
		error,
		consentMessage,
	} );
	const classes = safeClassNames(
		`wp-block-tessera-field-${ kind }`,
		'tessera-field',
		`tessera-field--${ kind }`,
		`tessera-field--width-${ safeFieldWidth( attributes.width ) }`,
		error ? 'has-error' : null,
		attributes.className
	);
	return `<div${ htmlAttributes( {
		class: classes,
		'data-tessera-field': kind,
		'data-name': field.name,
		'data-label': field.label,
		'data-required': field.required ? 'true' : null,
	} ) }>${ control }<p${ htmlAttributes( {
		class: 'tessera-field__error',
		id: errorId,
		hidden: ! error,
	} ) }>${ escapeHtml( error ?? '' ) }</p></div>`;
}
