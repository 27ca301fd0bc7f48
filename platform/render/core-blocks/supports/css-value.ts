/**
 * Values of a block's `style` attribute (what the editor's colour, typography, spacing and
 * border panels write) as they may reach a `style` attribute: a preset reference
 * (`var:preset|color|vivid-red`) becomes the preset's custom property; a colour, a gradient or a
 * plain value (lengths, numbers, keywords, calc()) passes as written. Anything that could load a
 * resource or leave the declaration (`url(`, `expression(`, quotes, `;`, `:`, braces,
 * backslashes, angle brackets, unknown functions) is dropped.
 */
import { safeColor } from '../../../../shared/colors/safe-color';
import { safeGradient } from '../../../../shared/colors/safe-gradient';

const MAX_LENGTH = 200;
const PRESET = /^var:preset\|([a-zA-Z0-9_-]+)\|([a-zA-Z0-9_-]+)$/;
const PLAIN = /^[a-z0-9#%.,\s()+*/-]+$/i;
const FUNCTIONS = new Set( [ '', 'calc', 'min', 'max', 'clamp', 'var' ] );
const CUSTOM_PROPERTY = /var\(\s*--[a-z0-9-]+\s*\)/gi;

/** _wp_to_kebab_case(): `vividRed` and `vivid_red` become `vivid-red`. */
export function kebabCase( value: string ): string {
	return value
		.replace( /([a-z0-9])([A-Z])/g, '$1-$2' )
		.replace( /[_\s]+/g, '-' )
		.toLowerCase();
}

/** A preset slug as it may go into a class name (`has-<slug>-color`); anything else is none. */
export function presetSlug( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const slug = kebabCase( value.trim() );
	return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test( slug ) ? slug : undefined;
}

/** `var:preset|<kind>|<slug>` as the custom property WordPress defines for it. */
export function presetReference( value: string ): string | undefined {
	const match = PRESET.exec( value );
	return match
		? `var(--wp--preset--${ kebabCase( match[ 1 ] ) }--${ kebabCase(
				match[ 2 ]
			) })`
		: undefined;
}

function onlyKnownFunctions( value: string ): boolean {
	const bare = value.replace( CUSTOM_PROPERTY, '0' );
	if ( /var\(/i.test( bare ) ) {
		return false;
	}
	for ( const match of bare.matchAll( /([a-z-]*)\(/gi ) ) {
		if ( ! FUNCTIONS.has( match[ 1 ].toLowerCase() ) ) {
			return false;
		}
	}
	return true;
}

export function safeCssValue( value: unknown ): string | undefined {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? String( value ) : undefined;
	}
	if ( typeof value !== 'string' || value.length > MAX_LENGTH ) {
		return undefined;
	}
	const trimmed = value.trim();
	if ( ! trimmed ) {
		return undefined;
	}
	const preset = presetReference( trimmed );
	if ( preset ) {
		return preset;
	}
	const colorOrGradient = safeColor( trimmed ) ?? safeGradient( trimmed );
	if ( colorOrGradient ) {
		return colorOrGradient;
	}
	return PLAIN.test( trimmed ) && onlyKnownFunctions( trimmed )
		? trimmed
		: undefined;
}
