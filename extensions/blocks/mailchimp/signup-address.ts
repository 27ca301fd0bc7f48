/**
 * Where a published sign-up posts, how it names itself in the page, and how the outcome of a
 * sign-up without JavaScript comes back in the address (`?tessera-mailchimp=success|error`).
 */
export const SIGNUP_ACTION = '/tessera-mailchimp/subscribe';
export const SIGNUP_QUERY_ARG = 'tessera-mailchimp';

export type SignupResult = 'success' | 'error';

export function signupElementId( postId: number, index: number ): string {
	return `tessera-mailchimp-${ postId }-${ index }`;
}

export function isSignupResult( value: unknown ): value is SignupResult {
	return value === 'success' || value === 'error';
}
