/**
 * Writes build/asset-manifest.json: which URLs the editor page and each block's visitor page
 * load. Both compilers (editor and visitor) feed one shared manifest, which is written
 * after each of them emits, so the file holds both parts once the build is done.
 *
 * Shape (see shared/asset-manifest/types.ts):
 * { blocks: { <slug>: { viewScript: [ url ], style: [ url ], viewScriptUsesI18n?: true } },
 *   i18n: { scripts: [ url ] },
 *   editor: { scripts: [ url ], styles: [ url ], canvasStyles: [ url ] },
 *   theme: { style: [ url ] } }
 */
const fs = require( 'fs' );
const path = require( 'path' );

function createSharedManifest( file ) {
	const manifest = {
		blocks: {},
		editor: { scripts: [], styles: [], canvasStyles: [] },
		theme: { style: [] },
	};
	return {
		update( part ) {
			Object.assign( manifest, part );
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			fs.writeFileSync(
				file,
				JSON.stringify( manifest, null, '\t' ) + '\n'
			);
		},
	};
}

class AssetManifestPlugin {
	/**
	 * @param {Object}   options
	 * @param {Object}   options.shared     From createSharedManifest().
	 * @param {string}   options.publicPath URL prefix of the build directory, `/build/`.
	 * @param {Function} options.describe   ( files( entryName, extension ) => urls, compilation ) => part of the manifest.
	 */
	constructor( { shared, publicPath, describe } ) {
		this.shared = shared;
		this.publicPath = publicPath;
		this.describe = describe;
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap(
			'AssetManifestPlugin',
			( compilation ) => {
				const files = ( entryName, extension ) => {
					const entrypoint = compilation.entrypoints.get( entryName );
					if ( ! entrypoint ) {
						return [];
					}
					return entrypoint
						.getFiles()
						.filter( ( file ) => file.endsWith( extension ) )
						.map( ( file ) => this.publicPath + file );
				};
				this.shared.update( this.describe( files, compilation ) );
			}
		);
	}
}

module.exports = { AssetManifestPlugin, createSharedManifest };
