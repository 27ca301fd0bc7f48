/**
 * The classes and inline styles of a button, computed once from its attributes for the saved
 * markup (React) and the server render (strings), so both write the same thing. Every colour,
 * gradient, width and class that reaches the markup is checked here first.
 */
import { safeColor } from '../../../shared/colors/safe-color';
import { safeGradient } from '../../../shared/colors/safe-gradient';
import { safeClassNames } from '../../../shared/server-render/html';
import { safeAlignment, safeBorderRadius, safeWidth } from './rules';
import type { ButtonAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-button';

/** A preset slug as the editor writes it into class names; anything else is no preset. */
function presetSlug( value: unknown ): string | undefined {
	return typeof value === 'string' &&
		/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test( value )
		? value
		: undefined;
}

/** CSS declarations in order, as [property, value] pairs. */
export type Declarations = Array< [ string, string ] >;

export interface ButtonAppearance {
	wrapperClassName: string;
	wrapperStyle: Declarations;
	linkClassName: string;
	linkStyle: Declarations;
}

export function buttonAppearance(
	attributes: Partial< ButtonAttributes >
): ButtonAppearance {
	const textSlug = presetSlug( attributes.textColor );
	const backgroundSlug = presetSlug( attributes.backgroundColor );
	const gradientSlug = presetSlug( attributes.gradient );
	const customText = safeColor( attributes.customTextColor );
	const customBackground = safeColor( attributes.customBackgroundColor );
	const customGradient = safeGradient( attributes.customGradient );
	const radius = safeBorderRadius( attributes.borderRadius );
	const align = safeAlignment( attributes.align );
	const width = safeWidth( attributes.width, align );

	const linkStyle: Declarations = [];
	if ( ! textSlug && customText ) {
		linkStyle.push( [ 'color', customText ] );
	}
	if ( ! backgroundSlug && ! gradientSlug && customGradient ) {
		linkStyle.push( [ 'background', customGradient ] );
	} else if (
		! backgroundSlug &&
		! gradientSlug &&
		! customGradient &&
		customBackground
	) {
		linkStyle.push( [ 'background-color', customBackground ] );
	}
	if ( radius ) {
		linkStyle.push( [ 'border-radius', `${ radius }px` ] );
	}
	// On the link, not the wrapper: a percentage is of the column the button stands in.
	if ( width ) {
		linkStyle.push( [ 'width', width ] );
	}

	const hasBackground = !! (
		backgroundSlug ||
		gradientSlug ||
		customGradient ||
		customBackground
	);
	return {
		wrapperClassName: safeClassNames(
			BLOCK_CLASS,
			'wp-block-button',
			attributes.className,
			align && `align${ align }`
		),
		wrapperStyle: [],
		linkClassName: safeClassNames(
			'wp-block-button__link',
			( textSlug || customText ) && 'has-text-color',
			textSlug && `has-${ textSlug }-color`,
			hasBackground && 'has-background',
			backgroundSlug && `has-${ backgroundSlug }-background-color`,
			gradientSlug && `has-${ gradientSlug }-gradient-background`,
			radius === 0 && 'no-border-radius',
			width && 'has-custom-width'
		),
		linkStyle,
	};
}

/** `color:red;width:50%` for a `style` attribute. */
export function styleAttribute( declarations: Declarations ): string {
	return declarations
		.map( ( [ property, value ] ) => `${ property }:${ value }` )
		.join( ';' );
}

/** The same declarations as a React style object. */
export function styleObject(
	declarations: Declarations
): Record< string, string > | undefined {
	if ( declarations.length === 0 ) {
		return undefined;
	}
	return Object.fromEntries(
		declarations.map( ( [ property, value ] ) => [
			property.replace( /-([a-z])/g, ( _, letter: string ) =>
				letter.toUpperCase()
			),
			value,
		] )
	);
}
