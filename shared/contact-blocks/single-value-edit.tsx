import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';
import SingleLineText from './single-line-text';
import type { ValueViewProps } from './single-value-save';

interface Props< Name extends string > {
	/** The attribute holding the value, `email`. */
	attribute: Name;
	label: string;
	/** Shows the value when the block is neither selected nor empty. */
	View: ComponentType< ValueViewProps >;
	attributes: Record< Name, string >;
	setAttributes: ( next: Partial< Record< Name, string > > ) => void;
	isSelected: boolean;
}

/** The edit of a one-value contact block (email, phone): the field, or the formatted value. */
export default function SingleValueEdit< Name extends string >( {
	attribute,
	label,
	View,
	attributes,
	setAttributes,
	isSelected,
}: Props< Name > ) {
	const value = attributes[ attribute ];
	const onChange = ( next: string ) =>
		setAttributes( { [ attribute ]: next } as Partial<
			Record< Name, string >
		> );
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			{ isSelected || value.trim() === '' ? (
				<SingleLineText
					className="wp-block-tessera-contact-info__field"
					label={ label }
					value={ value }
					onChange={ onChange }
				/>
			) : (
				<View value={ value } linked={ false } />
			) }
		</div>
	);
}
