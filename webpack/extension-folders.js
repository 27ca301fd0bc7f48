/**
 * The extension folders as the server and the tests see them (extensions/folders.ts), loaded
 * through tsx so that the build reads the same list instead of a copy of its rules.
 */
const { require: requireTypeScript } = require( 'tsx/cjs/api' );

module.exports = requireTypeScript( '../extensions/folders.ts', __filename );
