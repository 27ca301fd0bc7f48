import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldDateAttributes } from './types';

export default function FieldDateEdit(
	props: BlockEditProps< FieldDateAttributes >
) {
	return <InputFieldEdit { ...props } inputType="date" />;
}
