/**
 * The sign-up's rules shared by the editor and the server: which groups are chosen, and the
 * signup-location merge field (a Mailchimp merge tag is up to 10 capital letters, digits or
 * underscores).
 */

/** How long a notification preview stays in the editor. */
export const NOTIFICATION_PREVIEW_MS = 3000;

export type NotificationKind = 'processing' | 'success' | 'error';

/** Adds or removes a group id, keeping the others in their order and never twice. */
export function toggleInterest(
	interests: readonly unknown[],
	id: string,
	chosen: boolean
): string[] {
	const rest = interests.filter(
		( value ): value is string => typeof value === 'string' && value !== id
	);
	return chosen ? [ ...rest, id ] : rest;
}

const MERGE_TAG = /^[A-Z0-9_]{1,10}$/;

/** A merge tag as Mailchimp accepts it (upper-cased, trimmed), or undefined. */
export function mergeTag( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const tag = value.trim().toUpperCase();
	return MERGE_TAG.test( tag ) ? tag : undefined;
}
