import { fieldKindOf, type FieldKind } from './field-kinds';
import { shownLabel } from './labels';

/**
 * What a field asks of the visitor, read from the field block's attributes (block.json defaults
 * already applied). The server builds these from the post it stores, never from what a visitor
 * sends.
 */
export interface FieldDefinition {
	kind: FieldKind;
	/** The form control's `name`: the field's position in its form. */
	name: string;
	label: string;
	required: boolean;
	options: string[];
	/** Consent only: whether submitting is the consent (implicit) or a box must be ticked. */
	consentType?: 'implicit' | 'explicit';
}

/** The `name` of the n-th field (0-based, document order) of a form. */
function fieldInputName( index: number ): string {
	return `tessera-field-${ index }`;
}

/**
 * The definition of the `index`-th field of a form from its block name and attributes; null when
 * the block is not a field.
 */
export function fieldDefinition(
	blockName: string | null | undefined,
	attributes: Record< string, unknown >,
	index: number
): FieldDefinition | null {
	const kind = fieldKindOf( blockName );
	if ( ! kind ) {
		return null;
	}
	const options = Array.isArray( attributes.options )
		? attributes.options.filter(
				( option ): option is string =>
					typeof option === 'string' && option.trim() !== ''
			)
		: [];
	return {
		kind,
		name: fieldInputName( index ),
		label: shownLabel( kind, attributes.label ),
		required: attributes.required === true,
		options,
		...( kind === 'consent'
			? {
					consentType:
						attributes.consentType === 'explicit'
							? 'explicit'
							: 'implicit',
				}
			: {} ),
	};
}
