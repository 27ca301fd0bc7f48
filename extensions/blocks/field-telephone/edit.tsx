import type { BlockEditProps } from '@wordpress/blocks';
import { InputFieldEdit } from '../../../shared/form-fields/input-field-edit';
import type { FieldTelephoneAttributes } from './types';

export default function FieldTelephoneEdit(
	props: BlockEditProps< FieldTelephoneAttributes >
) {
	return <InputFieldEdit { ...props } inputType="tel" />;
}
