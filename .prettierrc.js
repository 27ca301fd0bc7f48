/** Prettier (wp-prettier, WordPress's fork): WordPress's coding style, as eslint checks it. */
module.exports = require( '@wordpress/prettier-config' );
