import { microdata } from '../../../../shared/contact-blocks/microdata';
import { lineText, localityParts } from '../address';
import type { AddressLines } from '../address';

const STREET_LINES = [ 'address', 'addressLine2', 'addressLine3' ] as const;

/**
 * The address lines that hold text, each marked with its schema.org PostalAddress property
 * (the block's wrapper is the PostalAddress item): street lines, "City, Region Postal", country.
 */
interface Props {
	lines: AddressLines;
	/** Whether the lines carry their schema.org properties (see shared/contact-blocks/microdata.ts). */
	withMicrodata?: boolean;
}

export default function AddressView( { lines, withMicrodata = true }: Props ) {
	const prop = ( itemProp: string ) =>
		microdata( withMicrodata, { itemProp } );
	const { city, region, postal } = localityParts( lines );
	const country = lineText( lines.country );
	return (
		<>
			{ STREET_LINES.map( ( line ) => lineText( lines[ line ] ) )
				.filter( ( text ) => text !== '' )
				.map( ( text, index ) => (
					<div
						key={ index }
						className="wp-block-tessera-address__street"
						{ ...prop( 'streetAddress' ) }
					>
						{ text }
					</div>
				) ) }
			{ ( city || region || postal ) && (
				<div className="wp-block-tessera-address__locality">
					{ city && (
						<span { ...prop( 'addressLocality' ) }>{ city }</span>
					) }
					{ city && ( region || postal ) && ', ' }
					{ region && (
						<span { ...prop( 'addressRegion' ) }>{ region }</span>
					) }
					{ region && postal && ' ' }
					{ postal && (
						<span { ...prop( 'postalCode' ) }>{ postal }</span>
					) }
				</div>
			) }
			{ country && (
				<div
					className="wp-block-tessera-address__country"
					{ ...prop( 'addressCountry' ) }
				>
					{ country }
				</div>
			) }
		</>
	);
}
