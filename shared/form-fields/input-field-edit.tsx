import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FieldLabel } from './field-label';
import { InputPreview } from './field-preview';
import type { InputKind } from './field-preview';
import { FieldShell } from './field-shell';
import type { FieldEditProps, SharedFieldAttributes } from './types';

interface Props extends FieldEditProps< SharedFieldAttributes > {
	inputType: InputKind;
}

/** The edit of the one-input fields: text, name, email, website, date, phone, message. */
export function InputFieldEdit( { inputType, ...props }: Props ) {
	const { attributes, setAttributes } = props;
	return (
		<FieldShell
			{ ...props }
			className={ `tessera-field--${ inputType }` }
			settings={
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Placeholder text', 'tessera' ) }
					value={ attributes.placeholder }
					onChange={ ( placeholder ) =>
						setAttributes( { placeholder } )
					}
					help={ __(
						'Shown in the empty field as an example of what to write.',
						'tessera'
					) }
				/>
			}
		>
			<FieldLabel
				label={ attributes.label }
				required={ attributes.required }
				onChange={ ( label ) => setAttributes( { label } ) }
			/>
			<InputPreview
				type={ inputType }
				placeholder={ attributes.placeholder }
				defaultValue={ attributes.defaultValue }
			/>
		</FieldShell>
	);
}
