import { Fragment } from '@wordpress/element';
import { microdata } from '../../contact-info/microdata';
import { mailtoHref, splitEmailText } from '../email-text';

interface Props {
	email: string;
	/** Links on the visitor page; plain text in the editor, where a click selects the block. */
	linked: boolean;
	/** Whether the address carries its schema.org property (see contact-info/microdata.ts). */
	withMicrodata?: boolean;
}

/** The email text with each address as a mailto link carrying the schema.org `email` property. */
export default function EmailView( {
	email,
	linked,
	withMicrodata = true,
}: Props ) {
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
