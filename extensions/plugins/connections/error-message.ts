/**
 * The message of a failed request: apiFetch rejects with the server's `{ code, message }` (or its
 * own, such as "You are probably offline."); anything without a message gets the fallback.
 *
 * @param error    What the request rejected with.
 * @param fallback A message for the action that failed.
 */
export function errorMessage( error: unknown, fallback: string ): string {
	const message =
		typeof error === 'object' && error !== null
			? ( error as { message?: unknown } ).message
			: undefined;
	return typeof message === 'string' && message.trim() ? message : fallback;
}
