/**
 * The sign-in form's refusals. One message stands for an unknown username and a wrong password
 * alike (WordPress's own generic one), so the form does not tell which usernames exist.
 */
export const SIGN_IN_REFUSED =
	'<strong>Error:</strong> Invalid username, email address or incorrect password.';

/** The refusal while the login (from this address) or the address is locked, with the wait rounded up to minutes. */
export function signInThrottled( retryAfterMs: number ): string {
	const minutes = Math.max( 1, Math.ceil( retryAfterMs / 60_000 ) );
	return `<strong>Error:</strong> Too many failed login attempts. Please try again in ${ minutes } ${
		minutes === 1 ? 'minute' : 'minutes'
	}.`;
}
