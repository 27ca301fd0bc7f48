import { Path, SVG } from '@wordpress/primitives';

/** Three frames, the middle one in front: a carousel of images. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M6 6h12v12H6zM7.5 7.5v9h9v-9zM2 8h2.5v8H2zM19.5 8H22v8h-2.5zM9 14l2-2.5 1.5 1.8L14 11.5l2 2.5z" />
	</SVG>
);
