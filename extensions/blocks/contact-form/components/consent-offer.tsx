import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	CONSENT_FIELD,
	consentInsertIndex,
	needsConsentOffer,
} from '../consent';

/**
 * Shown under a selected form that asks for an e-mail address without asking permission to use
 * it: adds a consent field before the submit button (or at the end when there is none).
 */
export default function ConsentOffer( { clientId }: { clientId: string } ) {
	const children = useSelect(
		( select ) => select( blockEditorStore ).getBlocks( clientId ),
		[ clientId ]
	);
	const { insertBlock } = useDispatch( blockEditorStore );

	if ( ! needsConsentOffer( children ) ) {
		return null;
	}
	return (
		<div className="wp-block-tessera-contact-form__consent-offer">
			<p>
				{ __(
					'You’re already collecting email contacts. Why not make sure you have permission to email them too?',
					'tessera'
				) }
			</p>
			<Button
				variant="secondary"
				onClick={ () =>
					insertBlock(
						createBlock( CONSENT_FIELD ),
						consentInsertIndex( children ),
						clientId
					)
				}
			>
				{ __( 'Add email permission request', 'tessera' ) }
			</Button>
		</div>
	);
}
