import { microdata } from '../../../../shared/contact-blocks/microdata';
import type { ValueViewProps } from '../../../../shared/contact-blocks/single-value-save';
import { splitPhoneText } from '../phone-text';

/**
 * The phone text with its number as a tel: link carrying the schema.org `telephone` property;
 * the words around the number stay outside the link. Text without digits stays plain text.
 */
export default function PhoneView( {
	value: phone,
	linked,
	withMicrodata = true,
}: ValueViewProps ) {
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
