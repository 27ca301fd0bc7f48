import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SingleValueEdit from '../../../shared/contact-blocks/single-value-edit';
import PhoneView from './components/phone-view';
import type { PhoneAttributes } from './types';

export default function PhoneEdit( props: BlockEditProps< PhoneAttributes > ) {
	return (
		<SingleValueEdit
			{ ...props }
			attribute="phone"
			label={ __( 'Phone number', 'tessera' ) }
			View={ PhoneView }
		/>
	);
}
