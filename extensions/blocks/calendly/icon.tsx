import { Path, SVG } from '@wordpress/primitives';

/** A calendar page with a tick: a booked appointment, apart from the plain calendar embed. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M18 5h-1V3.5h-1.5V5h-7V3.5H7V5H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm.5 13a.5.5 0 0 1-.5.5H6a.5.5 0 0 1-.5-.5V9.5h13z" />
		<Path d="m10.6 16.4-2.65-2.65 1.06-1.06 1.59 1.59 4.35-4.35L16 11z" />
	</SVG>
);
