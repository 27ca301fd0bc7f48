import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldEmailAttributes } from './types';

export default function FieldEmailEdit(
	props: BlockEditProps< FieldEmailAttributes >
) {
	return <InputFieldEdit { ...props } inputType="email" />;
}
