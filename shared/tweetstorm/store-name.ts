/**
 * The data store holding the thread the site made of the post (its tweets and link cards): the
 * share panel fills it, and everything that shows the thread reads it from there.
 */
export const TWEETSTORM_STORE = 'tessera/tweetstorm';
