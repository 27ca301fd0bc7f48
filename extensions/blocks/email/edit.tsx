import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SingleValueEdit from '../../../shared/contact-blocks/single-value-edit';
import EmailView from './components/email-view';
import type { EmailAttributes } from './types';

export default function EmailEdit( props: BlockEditProps< EmailAttributes > ) {
	return (
		<SingleValueEdit
			{ ...props }
			attribute="email"
			label={ __( 'Email', 'tessera' ) }
			View={ EmailView }
		/>
	);
}
