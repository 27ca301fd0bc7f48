/** The player shows at most this many episodes ('Number of items' goes from 1 to 10, 5 by default). */
export const MIN_ITEMS = 1;
export const MAX_ITEMS = 10;
export const DEFAULT_ITEMS = 5;

/** The 'Episode' select lists at most this many of the newest episodes. */
export const MAX_EPISODE_OPTIONS = 100;

/** How long the site waits for a feed host before giving up, in seconds. */
export const FEED_TIMEOUT_S = 10;
