/**
 * What the card provider answers for a card in test mode. Its documented test numbers decide the
 * outcome; any other number is refused, as test mode refuses real cards.
 */
export type CardOutcome =
	| { kind: 'succeeded' }
	| { kind: 'requires_action' }
	| { kind: 'declined'; code: string; message: string }
	| { kind: 'invalid'; field: string; message: string };

export const TEST_CARDS = {
	succeeds: '4242424242424242',
	declines: '4000000000000002',
	insufficientFunds: '4000000000009995',
	requiresAuthentication: '4000002500003155',
} as const;

/** The Luhn checksum every card number carries. */
export function passesLuhn( digits: string ): boolean {
	let sum = 0;
	for ( let i = 0; i < digits.length; i++ ) {
		let digit = Number( digits[ digits.length - 1 - i ] );
		if ( i % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

/** "12 / 34" or "12/34" as month and two-digit year, or null. */
function parseExpiry( text: string ): { month: number; year: number } | null {
	const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec( text );
	return match
		? { month: Number( match[ 1 ] ), year: 2000 + Number( match[ 2 ] ) }
		: null;
}

/**
 * The provider's answer to a card form: the number (spaces allowed between groups), the expiry
 * (MM/YY, not in the past at `now`) and the security code (3 or 4 digits) are checked first,
 * with the provider's own messages; then the test number decides.
 */
export function cardOutcome(
	card: { number: string; expiry: string; cvc: string },
	now: Date
): CardOutcome {
	const number = card.number.replace( / /g, '' );
	if ( ! /^\d{13,19}$/.test( number ) || ! passesLuhn( number ) ) {
		return {
			kind: 'invalid',
			field: 'number',
			message: 'Your card number is invalid.',
		};
	}
	const expiry = parseExpiry( card.expiry );
	if ( ! expiry ) {
		return {
			kind: 'invalid',
			field: 'expiry',
			message: "Your card's expiration date is incomplete.",
		};
	}
	const monthNow = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
	if ( expiry.year * 12 + expiry.month < monthNow ) {
		return {
			kind: 'invalid',
			field: 'expiry',
			message: "Your card's expiration year is in the past.",
		};
	}
	if ( ! /^\d{3,4}$/.test( card.cvc.trim() ) ) {
		return {
			kind: 'invalid',
			field: 'cvc',
			message: "Your card's security code is incomplete.",
		};
	}
	switch ( number ) {
		case TEST_CARDS.succeeds:
			return { kind: 'succeeded' };
		case TEST_CARDS.requiresAuthentication:
			return { kind: 'requires_action' };
		case TEST_CARDS.insufficientFunds:
			return {
				kind: 'declined',
				code: 'insufficient_funds',
				message: 'Your card has insufficient funds.',
			};
		case TEST_CARDS.declines:
			return {
				kind: 'declined',
				code: 'card_declined',
				message: 'Your card was declined.',
			};
		default:
			return {
				kind: 'declined',
				code: 'card_declined',
				message:
					'Your card was declined. Your request was in test mode, but used a non test card.',
			};
	}
}
