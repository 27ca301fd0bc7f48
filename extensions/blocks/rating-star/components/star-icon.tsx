import { STAR_SIZE, STAR_VIEW_BOX, starPaths } from '../star-shape';
import type { PathPaint } from '../star-shape';
import type { StarFill } from '../rating';

/** React wants `fillOpacity` where SVG says `fill-opacity`. */
function toReactProps( paint: PathPaint ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( paint ).map( ( [ name, value ] ) => [
			name.replace( /-([a-z])/g, ( _, letter: string ) =>
				letter.toUpperCase()
			),
			value,
		] )
	);
}

interface StarIconProps {
	fill: StarFill;
	outlined: boolean;
}

/** One star, decorative: its meaning is given by the surrounding label. */
export default function StarIcon( { fill, outlined }: StarIconProps ) {
	return (
		<svg
			className={ `wp-block-tessera-rating-star__star is-${ fill }` }
			viewBox={ STAR_VIEW_BOX }
			width={ STAR_SIZE }
			height={ STAR_SIZE }
			aria-hidden="true"
			focusable="false"
		>
			{ starPaths( fill, outlined ).map( ( path ) => (
				<path
					key={ path.className }
					className={ path.className }
					d={ path.d }
					{ ...toReactProps( path.paint ) }
				/>
			) ) }
		</svg>
	);
}
