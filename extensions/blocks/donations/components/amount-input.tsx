import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { formatCurrency } from '../../../../shared/currency';
import { acceptedAmount } from '../amounts';

interface Props {
	amount: number;
	currency: string;
	label: string;
	onChange: ( amount: number ) => void;
}

/**
 * One amount tier: typed freely, taken when the field is left, and only when it parses and
 * reaches the currency's minimum; anything else is marked invalid and the tier keeps its last
 * good amount.
 */
export function AmountInput( { amount, currency, label, onChange }: Props ) {
	const [ text, setText ] = useState( formatCurrency( amount, currency ) );
	const [ invalid, setInvalid ] = useState( false );
	useEffect( () => {
		setText( formatCurrency( amount, currency ) );
		setInvalid( false );
	}, [ amount, currency ] );
	return (
		<input
			type="text"
			inputMode="decimal"
			className={ `donations__amount${ invalid ? ' has-error' : '' }` }
			aria-label={ label }
			aria-invalid={ invalid }
			title={
				invalid
					? sprintf(
							/* translators: %s: the currency code. */
							__(
								'Enter an amount in %s of at least the minimum.',
								'tessera'
							),
							currency
						)
					: undefined
			}
			value={ text }
			onChange={ ( event ) => {
				setText( event.target.value );
				setInvalid(
					acceptedAmount( event.target.value, currency ) === null
				);
			} }
			onBlur={ () => {
				const accepted = acceptedAmount( text, currency );
				if ( accepted === null ) {
					return;
				}
				if ( accepted !== amount ) {
					onChange( accepted );
				}
				setText( formatCurrency( accepted, currency ) );
			} }
		/>
	);
}
