import { FieldLabel } from './field-label';
import { ChoicePreview } from './field-preview';
import type { ChoiceKind } from './field-preview';
import { FieldShell } from './field-shell';
import { OptionList } from './option-list';
import type { FieldEditProps, SharedFieldAttributes } from './types';

interface Props extends FieldEditProps< SharedFieldAttributes > {
	kind: ChoiceKind;
}

/**
 * The edit of the fields with options (checkbox group, radio, select): the options are edited
 * while the block is selected and shown as the visitor will see them otherwise.
 */
export function ChoiceFieldEdit( { kind, ...props }: Props ) {
	const { attributes, setAttributes, isSelected } = props;
	const content = (
		<>
			<FieldLabel
				label={ attributes.label }
				required={ attributes.required }
				onChange={ ( label ) => setAttributes( { label } ) }
			/>
			{ isSelected ? (
				<OptionList
					kind={ kind }
					options={ attributes.options }
					onChange={ ( options ) => setAttributes( { options } ) }
				/>
			) : (
				<ChoicePreview
					kind={ kind }
					options={ attributes.options }
					placeholder={ attributes.placeholder }
				/>
			) }
		</>
	);
	return (
		<FieldShell { ...props } className={ `tessera-field--${ kind }` }>
			{ kind === 'select' ? (
				content
			) : (
				// A group of boxes is a fieldset with its legend for visitors.
				<div className="tessera-field__choices">{ content }</div>
			) }
		</FieldShell>
	);
}
