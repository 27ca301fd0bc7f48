import { Path, Rect, SVG } from '@wordpress/primitives';

/** Tessera's mark: four mosaic tiles, one of them offset. */
export const tesseraIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Rect x="4" y="4" width="7" height="7" rx="1" />
		<Rect x="13" y="4" width="7" height="7" rx="1" />
		<Rect x="4" y="13" width="7" height="7" rx="1" />
		<Path d="M14 13h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zm.5 1.5v4h4v-4z" />
	</SVG>
);
