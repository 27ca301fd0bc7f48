import { Path, SVG } from '@wordpress/primitives';

/** A framed "M" and a down arrow, the usual mark for Markdown. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M20 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm.5 12a.5.5 0 0 1-.5.5H4a.5.5 0 0 1-.5-.5V7a.5.5 0 0 1 .5-.5h16a.5.5 0 0 1 .5.5z" />
		<Path d="M5 15.5v-7h1.8l1.7 2.2 1.7-2.2H12v7h-1.8v-4.3l-1.7 2.2-1.7-2.2v4.3z" />
		<Path d="M16 8.5h1.8V12h1.7l-2.6 3.5-2.6-3.5H16z" />
	</SVG>
);
