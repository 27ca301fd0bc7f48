/**
 * WordPress's .mjs modules (PlainText, the HTML block, the code editor) take
 * react-autosize-textarea's default export, but the package is CommonJS compiled by Babel
 * (`exports.default`): under the strict rules for .mjs a default import is the whole `exports`
 * object, which React cannot render. This hands them the component itself.
 */
// eslint-disable-next-line import/no-extraneous-dependencies -- @wordpress/block-editor's own dependency.
module.exports = require( 'react-autosize-textarea/lib/index.js' ).default;
