/**
 * A Sass importer for `@use "tessera:presets"`: the theme's colours, font sizes and layout
 * widths, generated from src/theme/presets.json. The editor settings read the same JSON, so the
 * editor offers exactly the presets the theme stylesheet defines.
 */
const fs = require( 'fs' );
const path = require( 'path' );

const presetsFile = path.join(
	__dirname,
	'..',
	'src',
	'theme',
	'presets.json'
);
const URL_NAME = 'tessera:presets';

function sassMap( entries ) {
	return `( ${ entries.map( ( [ key, value ] ) => `"${ key }": ${ value }` ).join( ', ' ) } )`;
}

function presetsModule() {
	const presets = JSON.parse( fs.readFileSync( presetsFile, 'utf8' ) );
	return [
		`$content-size: ${ presets.layout.contentSize };`,
		`$wide-size: ${ presets.layout.wideSize };`,
		`$colors: ${ sassMap( presets.color.map( ( c ) => [ c.slug, c.color ] ) ) };`,
		`$font-sizes: ${ sassMap( presets.fontSizes.map( ( f ) => [ f.slug, f.size ] ) ) };`,
	].join( '\n' );
}

const themePresetsImporter = {
	canonicalize( url ) {
		return url === URL_NAME ? new URL( URL_NAME ) : null;
	},
	load() {
		return { contents: presetsModule(), syntax: 'scss' };
	},
};

module.exports = { themePresetsImporter, presetsModule };
