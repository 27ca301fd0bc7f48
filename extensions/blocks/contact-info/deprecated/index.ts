import v1 from './v1';

/** Earlier saved shapes, newest first. */
export const deprecated = [ v1 ];
