import { time } from '@wordpress/icons';

/** A clock face: the usual mark for opening hours. */
export default time;
