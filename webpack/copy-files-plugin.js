/**
 * Emits files as they are (read from disk) under chosen asset names, so that minimizers and the
 * asset manifest see them like any other asset. A few lines instead of a dependency.
 */
const fs = require( 'fs' );

class CopyFilesPlugin {
	/**
	 * @param {Record<string, string>} files Asset name => absolute source path.
	 */
	constructor( files ) {
		this.files = files;
	}

	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'CopyFilesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'CopyFilesPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
					},
					() => {
						for ( const [ name, source ] of Object.entries(
							this.files
						) ) {
							compilation.fileDependencies.add( source );
							compilation.emitAsset(
								name,
								new sources.RawSource(
									fs.readFileSync( source )
								)
							);
						}
					}
				);
			}
		);
	}
}

module.exports = CopyFilesPlugin;
