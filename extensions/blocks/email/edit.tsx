import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SingleValueEdit from '../contact-info/components/single-value-edit';
import EmailView from './components/email-view';
import type { EmailAttributes } from './types';

export default function EmailEdit( {
	attributes: { email },
	setAttributes,
	isSelected,
}: BlockEditProps< EmailAttributes > ) {
	return (
		<SingleValueEdit
			label={ __( 'Email', 'tessera' ) }
			value={ email }
			isSelected={ isSelected }
			onChange={ ( next ) => setAttributes( { email: next } ) }
		>
			<EmailView email={ email } linked={ false } />
		</SingleValueEdit>
	);
}
