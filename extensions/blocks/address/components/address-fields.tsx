import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import SingleLineText from '../../../../shared/contact-blocks/single-line-text';
import { ADDRESS_LINES } from '../address';
import type { AddressLine } from '../address';
import type { AddressAttributes } from '../types';

function lineLabel( line: AddressLine ): string {
	switch ( line ) {
		case 'address':
			return __( 'Street Address', 'tessera' );
		case 'addressLine2':
			return __( 'Address Line 2', 'tessera' );
		case 'addressLine3':
			return __( 'Address Line 3', 'tessera' );
		case 'city':
			return __( 'City', 'tessera' );
		case 'region':
			return __( 'State/Province/Region', 'tessera' );
		case 'postal':
			return __( 'Postal/Zip Code', 'tessera' );
		case 'country':
			return __( 'Country', 'tessera' );
	}
}

interface Props {
	attributes: AddressAttributes;
	setAttributes: ( next: Partial< AddressAttributes > ) => void;
}

/** The seven one-line fields and the Google Maps toggle. */
export default function AddressFields( { attributes, setAttributes }: Props ) {
	return (
		<>
			{ ADDRESS_LINES.map( ( line ) => (
				<SingleLineText
					key={ line }
					className="wp-block-tessera-contact-info__field"
					label={ lineLabel( line ) }
					value={ attributes[ line ] }
					onChange={ ( next ) => setAttributes( { [ line ]: next } ) }
				/>
			) ) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Link address to Google Maps', 'tessera' ) }
				checked={ attributes.linkToGoogleMaps }
				onChange={ ( linkToGoogleMaps: boolean ) =>
					setAttributes( { linkToGoogleMaps } )
				}
			/>
		</>
	);
}
