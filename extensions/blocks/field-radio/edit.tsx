import type { BlockEditProps } from '@wordpress/blocks';
import { ChoiceFieldEdit } from '../../../shared/form-fields/choice-field-edit';
import type { FieldRadioAttributes } from './types';

export default function FieldRadioEdit(
	props: BlockEditProps< FieldRadioAttributes >
) {
	return <ChoiceFieldEdit { ...props } kind="radio" />;
}
