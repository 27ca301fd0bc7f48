export type ConsentType = 'implicit' | 'explicit';

/** The stored consent type, `implicit` unless it is exactly `explicit`. */
export function safeConsentType( value: unknown ): ConsentType {
	return value === 'explicit' ? 'explicit' : 'implicit';
}

/** The attribute holding the message shown for a consent type. */
export function consentMessageKey(
	type: ConsentType
): 'implicitConsentMessage' | 'explicitConsentMessage' {
	return type === 'explicit'
		? 'explicitConsentMessage'
		: 'implicitConsentMessage';
}
