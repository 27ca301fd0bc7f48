import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import SingleLineText from './single-line-text';

interface Props {
	value: string;
	label: string;
	isSelected: boolean;
	onChange: ( value: string ) => void;
	/** The formatted value, shown when the block is neither selected nor empty. */
	children: ReactNode;
}

/** The edit of a one-value contact block (email, phone): the field, or the formatted value. */
export default function SingleValueEdit( {
	value,
	label,
	isSelected,
	onChange,
	children,
}: Props ) {
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
				children
			) }
		</div>
	);
}
