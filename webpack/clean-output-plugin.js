/**
 * Empties the output directory once before a build (not in watch mode). One instance serves
 * both compilers: output.clean in each would delete the other's files.
 */
const fs = require( 'fs' );

class CleanOutputPlugin {
	constructor( outputPath ) {
		this.outputPath = outputPath;
		this.cleaned = false;
	}

	apply( compiler ) {
		compiler.hooks.beforeRun.tap( 'CleanOutputPlugin', () => {
			if ( ! this.cleaned ) {
				this.cleaned = true;
				fs.rmSync( this.outputPath, { recursive: true, force: true } );
			}
		} );
	}
}

module.exports = CleanOutputPlugin;
