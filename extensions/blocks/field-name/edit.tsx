import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldNameAttributes } from './types';

export default function FieldNameEdit(
	props: BlockEditProps< FieldNameAttributes >
) {
	return <InputFieldEdit { ...props } inputType="text" />;
}
