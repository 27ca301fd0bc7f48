import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldUrlAttributes } from './types';

export default function FieldUrlEdit(
	props: BlockEditProps< FieldUrlAttributes >
) {
	return <InputFieldEdit { ...props } inputType="url" />;
}
