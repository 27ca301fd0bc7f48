import { Path, SVG } from '@wordpress/primitives';

/** A fork and a knife: booking a table at a restaurant. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M6.5 3v6a2 2 0 0 0 1.25 1.85V21h1.5V10.85A2 2 0 0 0 10.5 9V3H9.25v5h-.5V3h-1v5h-.5V3zM16.75 3c-1.6.9-2.5 3.2-2.5 5.75V14H16v7h1.5V3z" />
	</SVG>
);
