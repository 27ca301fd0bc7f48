import { Path, SVG } from '@wordpress/primitives';

/** A telephone handset, set apart from the phone field's mobile. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M7.4 3.6 9.8 3l2 4.6-1.8 1.6c.9 2 2.5 3.7 4.6 4.6l1.6-1.8 4.6 2-.6 2.4c-.2 1-1.1 1.6-2.1 1.6C10.6 18 6 13.4 5.8 5.7c0-1 .6-1.9 1.6-2.1z" />
	</SVG>
);
