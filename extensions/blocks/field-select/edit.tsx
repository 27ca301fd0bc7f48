import type { BlockEditProps } from '@wordpress/blocks';
import { ChoiceFieldEdit } from '../../../shared/form-fields/choice-field-edit';
import type { FieldSelectAttributes } from './types';

export default function FieldSelectEdit(
	props: BlockEditProps< FieldSelectAttributes >
) {
	return <ChoiceFieldEdit { ...props } kind="select" />;
}
