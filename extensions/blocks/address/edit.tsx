import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { hasAddress } from './address';
import AddressFields from './components/address-fields';
import AddressView from './components/address-view';
import type { AddressAttributes } from './types';

/** The fields while selected or empty; otherwise the address as a visitor reads it. */
export default function AddressEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< AddressAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			{ isSelected || ! hasAddress( attributes ) ? (
				<AddressFields
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) : (
				<AddressView lines={ attributes } />
			) }
		</div>
	);
}
