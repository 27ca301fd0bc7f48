import { scheduled } from '@wordpress/icons';

/** A clock: the usual mark for opening hours. */
export default scheduled;
