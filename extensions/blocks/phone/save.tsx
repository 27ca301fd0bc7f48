import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import PhoneView from './components/phone-view';
import type { PhoneAttributes } from './types';

/**
 * Nothing for an empty value; otherwise the text with its number linked, with or without
 * microdata (without: deprecation v1).
 */
export function createSave( withMicrodata: boolean ) {
	return function save( { attributes }: BlockSaveProps< PhoneAttributes > ) {
		if ( attributes.phone.trim() === '' ) {
			return null;
		}
		return (
			<div { ...useBlockProps.save() }>
				<PhoneView
					phone={ attributes.phone }
					linked
					withMicrodata={ withMicrodata }
				/>
			</div>
		);
	};
}

export default createSave( true );
