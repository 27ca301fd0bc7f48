import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldTextareaAttributes } from './types';

export default function FieldTextareaEdit(
	props: BlockEditProps< FieldTextareaAttributes >
) {
	return <InputFieldEdit { ...props } inputType="textarea" />;
}
