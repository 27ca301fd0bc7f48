import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldTextAttributes } from './types';

export default function FieldTextEdit(
	props: BlockEditProps< FieldTextAttributes >
) {
	return <InputFieldEdit { ...props } inputType="text" />;
}
