import v1 from './v1';
import v2 from './v2';

/** Earlier saved shapes, newest first. */
export const deprecated = [ v2, v1 ];
