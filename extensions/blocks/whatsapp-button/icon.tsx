import { Path, SVG } from '@wordpress/primitives';

/** A round speech bubble holding a handset: a chat that can also be a call. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5zM12 5a7 7 0 1 1-3.6 13l-.3-.2-2.5.7.7-2.4-.2-.3A7 7 0 0 1 12 5z" />
		<Path d="M9.6 8.2h1l.8 1.9-.7.8c.4.9 1.2 1.7 2.1 2.1l.8-.7 1.9.8v1c0 .5-.4.9-.9.9-3.2 0-5.9-2.7-5.9-5.9 0-.5.4-.9.9-.9z" />
	</SVG>
);
