import { sanitizeAttributes } from '../../../shared/block-attributes/sanitize';
import metadata from './block.json';

/** The ad sizes (IAB names and pixel sizes) a slot can take. */
export const AD_FORMATS = [
	{ tag: 'mrec', width: 300, height: 250 },
	{ tag: 'leaderboard', width: 728, height: 90 },
	{ tag: 'mobile_leaderboard', width: 320, height: 50 },
	{ tag: 'wideskyscraper', width: 160, height: 600 },
] as const;

export type AdFormat = ( typeof AD_FORMATS )[ number ];
export type AdFormatTag = AdFormat[ 'tag' ];

/** The format of a stored tag; an unknown tag reads as the default, the rectangle (mrec). */
export function adFormat( tag: unknown ): AdFormat {
	return (
		AD_FORMATS.find( ( format ) => format.tag === tag ) ?? AD_FORMATS[ 0 ]
	);
}

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
