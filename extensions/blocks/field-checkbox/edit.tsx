import type { BlockEditProps } from '@wordpress/blocks';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FieldLabel } from '../../../shared/form-fields/field-label';
import { ChoiceMark } from '../../../shared/form-fields/field-preview';
import { FieldShell } from '../../../shared/form-fields/field-shell';
import { CHECKED_BY_DEFAULT, isCheckedByDefault } from './checkbox';
import type { FieldCheckboxAttributes } from './types';

/** A single tick box with its label beside it; the label starts empty. */
export default function FieldCheckboxEdit(
	props: BlockEditProps< FieldCheckboxAttributes >
) {
	const { attributes, setAttributes } = props;
	return (
		<FieldShell
			{ ...props }
			className="tessera-field--single-checkbox"
			settings={
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Checked by default', 'tessera' ) }
					checked={ isCheckedByDefault( attributes.defaultValue ) }
					onChange={ ( checked ) =>
						setAttributes( {
							defaultValue: checked ? CHECKED_BY_DEFAULT : '',
						} )
					}
				/>
			}
		>
			<div className="tessera-field__option">
				<ChoiceMark
					kind="checkbox"
					checked={ isCheckedByDefault( attributes.defaultValue ) }
				/>
				<FieldLabel
					className="tessera-field__option-label"
					label={ attributes.label }
					required={ attributes.required }
					onChange={ ( label ) => setAttributes( { label } ) }
					placeholder={ __(
						'Add a label for the checkbox…',
						'tessera'
					) }
				/>
			</div>
		</FieldShell>
	);
}
