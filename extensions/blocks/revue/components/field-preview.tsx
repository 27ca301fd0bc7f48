import { RichText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

interface Props {
	label: string;
	placeholder: string;
	required?: boolean;
	onLabelChange: ( value: string ) => void;
	onPlaceholderChange: ( value: string ) => void;
}

/** One field of the form in the editor: its label and its placeholder, both edited in place. */
export default function FieldPreview( props: Props ) {
	return (
		<div className="wp-block-tessera-revue__field">
			<RichText
				tagName="label"
				aria-label={ __( 'Field label', 'tessera' ) }
				value={ props.label }
				onChange={ props.onLabelChange }
				allowedFormats={ [] }
				withoutInteractiveFormatting
				disableLineBreaks
			/>
			{ props.required && <span className="required">*</span> }
			<input
				type="text"
				className="wp-block-tessera-revue__input"
				aria-label={ __( 'Field placeholder', 'tessera' ) }
				value={ props.placeholder }
				onChange={ ( event ) =>
					props.onPlaceholderChange( event.target.value )
				}
			/>
		</div>
	);
}
