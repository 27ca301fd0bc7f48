import { microdata } from '../../contact-info/microdata';
import { splitPhoneText } from '../phone-text';

interface Props {
	phone: string;
	/** A link on the visitor page; plain text in the editor, where a click selects the block. */
	linked: boolean;
	/** Whether the number carries its schema.org property (see contact-info/microdata.ts). */
	withMicrodata?: boolean;
}

/**
 * The phone text with its number as a tel: link carrying the schema.org `telephone` property;
 * the words around the number stay outside the link. Text without digits stays plain text.
 */
export default function PhoneView( {
	phone,
	linked,
	withMicrodata = true,
}: Props ) {
	const parts = splitPhoneText( phone );
	if ( ! parts ) {
		return <>{ phone }</>;
	}
	const number = (
		<span { ...microdata( withMicrodata, { itemProp: 'telephone' } ) }>
			{ parts.number }
		</span>
	);
	return (
		<>
			{ parts.prefix }
			{ linked ? <a href={ parts.href }>{ number }</a> : number }
			{ parts.suffix }
		</>
	);
}
