import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { chatLink } from './chat-link';
import { safeBackground, safeColorClass } from './colors';
import type { WhatsAppButtonAttributes } from './types';

/**
 * A button linking to the chat with the number and first message. Without a number there is no
 * one to chat with, so nothing is saved and visitors never get a link to an empty chat.
 */
export default function save( {
	attributes,
}: BlockSaveProps< WhatsAppButtonAttributes > ) {
	const href = chatLink(
		attributes.countryCode,
		attributes.phoneNumber,
		attributes.firstMessage
	);
	if ( ! href ) {
		return null;
	}
	const blockProps = useBlockProps.save( {
		className: `is-color-${ safeColorClass( attributes.colorClass ) }`,
		style: {
			backgroundColor: safeBackground( attributes.backgroundColor ),
		},
	} );
	return (
		<div { ...blockProps }>
			<a
				className="wp-block-tessera-whatsapp-button__link"
				href={ href }
				target={ attributes.openInNewTab ? '_blank' : undefined }
				rel={
					attributes.openInNewTab ? 'noopener noreferrer' : undefined
				}
			>
				{ attributes.buttonText }
			</a>
		</div>
	);
}
