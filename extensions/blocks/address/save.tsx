import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { microdata } from '../../../shared/contact-blocks/microdata';
import { googleMapsUrl, hasAddress } from './address';
import AddressView from './components/address-view';
import type { AddressAttributes } from './types';

const POSTAL_ADDRESS_TYPE = 'https://schema.org/PostalAddress';

/**
 * Nothing when every line is empty; otherwise the PostalAddress item (the Organization's
 * `address`), linked to a Google Maps search in a new tab when the toggle is on. Without
 * microdata it is deprecation v1.
 */
export function createSave( withMicrodata: boolean ) {
	return function save( {
		attributes,
	}: BlockSaveProps< AddressAttributes > ) {
		if ( ! hasAddress( attributes ) ) {
			return null;
		}
		const blockProps = useBlockProps.save(
			microdata( withMicrodata, {
				itemProp: 'address',
				itemScope: true,
				itemType: POSTAL_ADDRESS_TYPE,
			} )
		);
		const view = (
			<AddressView lines={ attributes } withMicrodata={ withMicrodata } />
		);
		return (
			<div { ...blockProps }>
				{ attributes.linkToGoogleMaps ? (
					<a
						className="wp-block-tessera-address__map-link"
						href={ googleMapsUrl( attributes ) }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ view }
					</a>
				) : (
					view
				) }
			</div>
		);
	};
}

export default createSave( true );
