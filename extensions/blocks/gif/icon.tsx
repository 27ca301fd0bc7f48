import { Path, SVG } from '@wordpress/primitives';

/** A picture frame with the letters GIF, the name people search for. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm.5 1.5v11h15v-11z" />
		<Path d="M6 9.5h3.25v1.25h-2v2.5H8v-.75h-.5v-1h1.75v3H6zM10.5 9.5h1.25v5H10.5zM13 9.5h3.25v1.25h-2v.9H16v1.25h-1.75v1.6H13z" />
	</SVG>
);
