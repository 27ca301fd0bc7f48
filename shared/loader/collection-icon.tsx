import { Path, SVG } from '@wordpress/primitives';

/** The suite's mark in the inserter: four tiles of a mosaic, one of them set apart. */
export const tesseraIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4z" />
		<Path d="M14.5 14.5h4v4h-4z" fillOpacity="0.6" />
	</SVG>
);
