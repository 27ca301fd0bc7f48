/**
 * Entries made only of stylesheets still get a JavaScript file holding the webpack runtime and
 * nothing else. This drops those files so that build/ holds only what a page loads.
 */
class StyleOnlyEntriesPlugin {
	/**
	 * @param {string[]} entryNames Entries whose JavaScript output is not wanted.
	 */
	constructor( entryNames ) {
		this.entryNames = new Set( entryNames );
	}

	apply( compiler ) {
		const { Compilation } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'StyleOnlyEntriesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'StyleOnlyEntriesPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
					},
					() => {
						for ( const name of this.entryNames ) {
							const entrypoint =
								compilation.entrypoints.get( name );
							for ( const chunk of entrypoint
								? entrypoint.chunks
								: [] ) {
								for ( const file of [ ...chunk.files ] ) {
									if ( /\.js(\.map)?$/.test( file ) ) {
										compilation.deleteAsset( file );
									}
								}
							}
						}
					}
				);
			}
		);
	}
}

module.exports = StyleOnlyEntriesPlugin;
