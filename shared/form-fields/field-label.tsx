import { useBlockEditContext } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { fieldKindOf } from '../form-submission/field-kinds';
import { editedLabel } from '../form-submission/labels';
import { PlainTextEditable } from './plain-text-editable';

interface Props {
	label: string;
	required: boolean;
	onChange: ( label: string ) => void;
	placeholder?: string;
	/** The visitor's class for this label: an option's label beside a single tick box. */
	className?: string;
}

/**
 * The field's label, edited in place as plain text (no formats, no line breaks: it is stored
 * and rendered as text, so markup typed into it stays visible characters), followed by the
 * '(required)' marker when the field is required.
 */
export function FieldLabel( {
	label,
	required,
	onChange,
	placeholder,
	className = 'tessera-field__label',
}: Props ) {
	// A label left at its block.json default shows in the editor's language, as on the page.
	const kind = fieldKindOf( useBlockEditContext().name );
	return (
		<div className={ className }>
			<PlainTextEditable
				className="tessera-field__label-text"
				value={ kind ? editedLabel( kind, label ) : label }
				onChange={ onChange }
				placeholder={ placeholder ?? __( 'Add a label…', 'tessera' ) }
				aria-label={ __( 'Field label', 'tessera' ) }
			/>
			{ required && (
				<>
					{ ' ' }
					<RequiredMarker />
				</>
			) }
		</div>
	);
}

export function RequiredMarker() {
	return (
		<span className="tessera-field__required">
			{ __( '(required)', 'tessera' ) }
		</span>
	);
}
