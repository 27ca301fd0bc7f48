import type { ExternalAccessGranted, ExternalAccessResult } from './types';

/** Whether a popup sign-in made a connection (the result is not the empty `{}`). */
export function isAccessGranted(
	result: ExternalAccessResult
): result is ExternalAccessGranted {
	return typeof result.keyring_id === 'number';
}
