import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetManifest } from '../../shared/asset-manifest/types';
import { tesseraSlugs } from './blocks';

export interface PageAssets {
	styles: string[];
	/** View scripts, run once the page is parsed. */
	scripts: string[];
	/**
	 * `wp-i18n`, when a view script translates (it must run first), and the view scripts whose
	 * translations the page prints before them.
	 */
	i18n?: { scripts: string[]; translated: string[] };
}

/**
 * The URLs whose files were found in the build directory, per manifest (one build directory each): a build writes a new manifest, so what
 * it removed is looked for again; what is missing is looked for on every page (it may be on its
 * way).
 */
const foundFiles = new WeakMap< object, Set< string > >();

/** A `/build/...` URL whose file exists in the build directory (a missing file would be a failed request). */
function built(
	buildDir: string,
	manifest: AssetManifest | null,
	url: string
): boolean {
	if ( ! url.startsWith( '/build/' ) ) {
		return false;
	}
	const found = manifest ? foundFiles.get( manifest ) : undefined;
	if ( found?.has( url ) ) {
		return true;
	}
	const file = join(
		buildDir,
		url.slice( '/build/'.length ).split( '?' )[ 0 ]
	);
	if ( ! existsSync( file ) ) {
		return false;
	}
	if ( manifest ) {
		foundFiles.set( manifest, ( found ?? new Set() ).add( url ) );
	}
	return true;
}

/**
 * A stylesheet as a page in the given direction loads it: right to left, its `-rtl.css` twin
 * (as WordPress's `rtl` => `replace`).
 *
 * @param url         A `.css` URL, with or without a query.
 * @param rightToLeft Whether the page runs right to left.
 */
export function styleInDirection( url: string, rightToLeft: boolean ): string {
	return rightToLeft
		? url.replace( /(?<!-rtl)\.css(?=\?|$)/, '-rtl.css' )
		: url;
}

/**
 * What a visitor page loads: core block styles (and their opinionated theme.css, as
 * `wp-block-styles` support asks), the theme, then the style and view script of each
 * Tessera block on the page, and nothing for blocks that are absent. A right-to-left page gets
 * the stylesheets' right-to-left twins.
 */
export function visitorAssets(
	buildDir: string,
	manifest: AssetManifest | null,
	blockNames: Iterable< string >,
	rightToLeft = false
): PageAssets {
	const theme = manifest?.theme?.style?.length
		? manifest.theme.style
		: [ '/build/theme/style.css' ];
	const styles = [
		'/build/core/block-library.css',
		'/build/core/theme.css',
		...theme,
	];
	const scripts: string[] = [];
	const translated: string[] = [];
	for ( const slug of tesseraSlugs( blockNames ) ) {
		const assets = manifest?.blocks?.[ slug ];
		styles.push( ...( assets?.style ?? [] ) );
		scripts.push( ...( assets?.viewScript ?? [] ) );
		if ( assets?.viewScriptUsesI18n ) {
			translated.push( ...assets.viewScript );
		}
	}
	const unique = ( list: string[] ) =>
		[ ...new Set( list ) ].filter( ( url ) =>
			built( buildDir, manifest, url )
		);
	const i18n = unique( translated ).length
		? {
				scripts: unique( manifest?.i18n?.scripts ?? [] ),
				translated: unique( translated ),
			}
		: undefined;
	return {
		styles: unique(
			styles.map( ( url ) => styleInDirection( url, rightToLeft ) )
		),
		scripts: unique( scripts ),
		...( i18n ? { i18n } : {} ),
	};
}
