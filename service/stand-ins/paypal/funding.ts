/**
 * How a buyer pays on the approval page: with a PayPal sandbox account (an e-mail address), or
 * as a guest with a card. Cards follow PayPal's sandbox: the usual test numbers are accepted,
 * and the card holder's name asks for a refusal at capture, as PayPal's card-error simulation
 * does (CCREJECT-REFUSED: declined; CCREJECT-SF: insufficient funds).
 */
export const TEST_CARDS: readonly string[] = [
	'4111111111111111',
	'4032039317984658',
	'5555555555554444',
	'378282246310005',
];

export type Funding =
	'paypal' | 'card' | 'card:declined' | 'card:insufficient_funds';

export interface CardInput {
	number: string;
	expiry: string;
	cvc: string;
	name: string;
}

function luhn( digits: string ): boolean {
	let sum = 0;
	for ( let index = 0; index < digits.length; index++ ) {
		let digit = Number( digits[ digits.length - 1 - index ] );
		if ( index % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

/** The card's funding outcome, or the message the card form shows when it is not usable. */
export function cardFunding(
	card: CardInput,
	now: Date
): { funding: Funding } | { error: string } {
	const number = card.number.replace( /[\s-]/g, '' );
	if ( ! /^\d{13,19}$/.test( number ) || ! luhn( number ) ) {
		return { error: 'Enter a valid card number.' };
	}
	const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec( card.expiry );
	if ( ! expiry ) {
		return { error: 'Enter the expiry date as MM/YY.' };
	}
	const year = 2000 + Number( expiry[ 2 ] );
	const month = Number( expiry[ 1 ] );
	if (
		year < now.getUTCFullYear() ||
		( year === now.getUTCFullYear() && month < now.getUTCMonth() + 1 )
	) {
		return { error: 'This card has expired.' };
	}
	const cvcLength = number.startsWith( '3' ) ? 4 : 3;
	if ( ! new RegExp( `^\\d{${ cvcLength }}$` ).test( card.cvc.trim() ) ) {
		return { error: 'Enter the security code on your card.' };
	}
	if ( ! TEST_CARDS.includes( number ) ) {
		return {
			error: 'This is a sandbox: use one of PayPal’s test card numbers.',
		};
	}
	switch ( card.name.trim().toUpperCase() ) {
		case 'CCREJECT-REFUSED':
			return { funding: 'card:declined' };
		case 'CCREJECT-SF':
			return { funding: 'card:insufficient_funds' };
		default:
			return { funding: 'card' };
	}
}
