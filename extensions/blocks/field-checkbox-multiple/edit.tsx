import type { BlockEditProps } from '@wordpress/blocks';
import { ChoiceFieldEdit } from '../../../shared/form-fields/choice-field-edit';
import type { FieldCheckboxMultipleAttributes } from './types';

export default function FieldCheckboxMultipleEdit(
	props: BlockEditProps< FieldCheckboxMultipleAttributes >
) {
	return <ChoiceFieldEdit { ...props } kind="checkbox" />;
}
