import { safeColor } from '../../../shared/colors/safe-color';
import type { PodcastPlayerAttributes } from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const COLOR_KINDS = [ 'primary', 'secondary', 'background' ] as const;
export type ColorKind = ( typeof COLOR_KINDS )[ number ];

type Capitalized = 'Primary' | 'Secondary' | 'Background';
const CAPITALIZED: Record< ColorKind, Capitalized > = {
	primary: 'Primary',
	secondary: 'Secondary',
	background: 'Background',
};

/** The three attributes of one colour: a palette slug, a custom colour, and the hex either resolves to. */
export function colorKeys( kind: ColorKind ) {
	const name = CAPITALIZED[ kind ];
	return {
		named: `${ kind }Color`,
		custom: `custom${ name }Color`,
		hex: `hex${ name }Color`,
	} as const;
}

/**
 * The player's colours as class names (a palette colour's `has-<slug>-color` or
 * `has-<slug>-background-color`) and CSS custom properties (the resolved colour). Every value is
 * checked: a slug that is not a slug, or a colour that is not a CSS colour, is left out.
 *
 * @param attributes The block's attributes.
 */
export function playerColors(
	attributes: Partial< PodcastPlayerAttributes >
): {
	classNames: string[];
	style: string;
} {
	const classNames: string[] = [];
	const declarations: string[] = [];
	for ( const kind of COLOR_KINDS ) {
		const keys = colorKeys( kind );
		const record = attributes as Record< string, unknown >;
		const slug = record[ keys.named ];
		const color =
			safeColor( record[ keys.custom ] ) ??
			safeColor( record[ keys.hex ] );
		if ( typeof slug === 'string' && SLUG.test( slug ) ) {
			classNames.push(
				kind === 'background'
					? `has-${ slug }-background-color`
					: `has-${ slug }-color`
			);
		}
		if ( color ) {
			classNames.push( `has-${ kind }` );
			declarations.push( `--tessera-podcast-${ kind }:${ color }` );
		}
	}
	return { classNames, style: declarations.join( ';' ) };
}
