import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SingleValueEdit from '../contact-info/components/single-value-edit';
import PhoneView from './components/phone-view';
import type { PhoneAttributes } from './types';

export default function PhoneEdit( {
	attributes: { phone },
	setAttributes,
	isSelected,
}: BlockEditProps< PhoneAttributes > ) {
	return (
		<SingleValueEdit
			label={ __( 'Phone number', 'tessera' ) }
			value={ phone }
			isSelected={ isSelected }
			onChange={ ( next ) => setAttributes( { phone: next } ) }
		>
			<PhoneView phone={ phone } linked={ false } />
		</SingleValueEdit>
	);
}
