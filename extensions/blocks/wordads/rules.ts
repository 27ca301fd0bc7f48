import { sanitizeAttributes } from '../../../shared/block-attributes/sanitize';
import metadata from './block.json';

/**
 * The "hide on mobile" setting as a boolean, whatever an older editor or a hand edit stored, by
 * the attribute sanitiser's boolean rule: false for 'false' and falsy values, true otherwise.
 *
 * @param value The stored attribute.
 */
export function hidesOnMobile( value: unknown ): boolean {
	return sanitizeAttributes(
		{ hideMobile: metadata.attributes.hideMobile },
		{ hideMobile: value }
	).hideMobile;
}

export const AD_ALIGNMENTS = [ 'left', 'center', 'right' ] as const;

export function safeAdAlignment( value: unknown ): string {
	return ( AD_ALIGNMENTS as readonly unknown[] ).includes( value )
		? ( value as string )
		: 'center';
}
