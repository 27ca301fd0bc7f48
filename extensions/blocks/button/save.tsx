import type { BlockSaveProps } from '@wordpress/blocks';
import { buttonAppearance, styleObject } from './appearance';
import { safeLinkUrl, safeUniqueId } from './rules';
import { plainText } from '../../../shared/button-text/plain-text';
import type { ButtonAttributes } from './types';

/**
 * Only a button told to keep itself in the post content saves markup: a link opening in a new
 * tab. Every other button (a form's submit button, a scheduling link) is rendered on the server
 * from its attributes (render.ts), so its saved content is empty.
 */
export default function save( {
	attributes,
}: BlockSaveProps< ButtonAttributes > ) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const appearance = buttonAppearance( attributes );
	const uniqueId = safeUniqueId( attributes.uniqueId );
	return (
		<div
			className={ appearance.wrapperClassName }
			style={ styleObject( appearance.wrapperStyle ) }
		>
			<a
				className={ appearance.linkClassName }
				href={ safeLinkUrl( attributes.url ) }
				id={ uniqueId }
				data-id-attr={ uniqueId ?? 'placeholder' }
				rel="noopener noreferrer"
				role="button"
				style={ styleObject( appearance.linkStyle ) }
				target="_blank"
			>
				{ plainText( attributes.text ) }
			</a>
		</div>
	);
}
