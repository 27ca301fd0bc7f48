import { Fragment } from '@wordpress/element';
import { microdata } from '../../../../shared/contact-blocks/microdata';
import type { ValueViewProps } from '../../../../shared/contact-blocks/single-value-save';
import { mailtoHref, splitEmailText } from '../email-text';

/** The email text with each address as a mailto link carrying the schema.org `email` property. */
export default function EmailView( {
	value: email,
	linked,
	withMicrodata = true,
}: ValueViewProps ) {
	return (
		<>
			{ splitEmailText( email ).map( ( segment, index ) => {
				if ( segment.kind === 'text' ) {
					return <Fragment key={ index }>{ segment.text }</Fragment>;
				}
				const address = (
					<span
						{ ...microdata( withMicrodata, { itemProp: 'email' } ) }
					>
						{ segment.address }
					</span>
				);
				return linked ? (
					<a key={ index } href={ mailtoHref( segment.address ) }>
						{ address }
					</a>
				) : (
					<Fragment key={ index }>{ address }</Fragment>
				);
			} ) }
		</>
	);
}
