/** The authorization page the connect link leads to, a visitor path of a WordPress site. */
export const AUTHORIZE_PATH = '/wpcom-connect/authorize/';
