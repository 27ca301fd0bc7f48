import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import EmailView from './components/email-view';
import type { EmailAttributes } from './types';

/**
 * Nothing for an empty value; otherwise the text with its addresses linked, with or without
 * microdata (without: deprecation v1).
 */
export function createSave( withMicrodata: boolean ) {
	return function save( { attributes }: BlockSaveProps< EmailAttributes > ) {
		if ( attributes.email.trim() === '' ) {
			return null;
		}
		return (
			<div { ...useBlockProps.save() }>
				<EmailView
					email={ attributes.email }
					linked
					withMicrodata={ withMicrodata }
				/>
			</div>
		);
	};
}

export default createSave( true );
