/**
 * The WordPress plugin: the size of dist/tessera.zip, and what Tessera adds to WordPress 7.1's own
 * editor at start, measured as for the site's editor (editor-load.ts) on two WordPress sites
 * started side by side, one with the plugin and one without, loaded in turn.
 */
import { launchChromium } from './browser';
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';

import { startWordPress, type RunningWordPress } from '../wordpress/site';
import {
	kb,
	loadEditor,
	printEditorStart,
	type EditorLoad,
} from './editor-load';

const root = join( __dirname, '..', '..' );
const zip = join( root, 'dist', 'tessera.zip' );

function buildPlugin() {
	const result = spawnSync( 'npx', [ 'tsx', 'plugin/build.ts' ], {
		cwd: root,
		stdio: 'ignore',
	} );
	if ( result.status !== 0 ) {
		throw new Error( 'npm run plugin failed.' );
	}
}

/** A signed-in administrator's session on `site`, through WordPress's form. */
async function signIn( browser: Browser, site: RunningWordPress ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ site.url }/wp-login.php` );
	const user = page.locator( '#user_login' );
	// WordPress focuses the field a moment after load; typing before could land elsewhere.
	await page.waitForFunction( () => {
		const field = document.getElementById( 'user_login' );
		return !! field && field === field.ownerDocument.activeElement;
	} );
	await user.fill( site.adminUser );
	await page.locator( '#user_pass' ).fill( site.adminPassword );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.locator( '#wp-submit' ).click(),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

export async function benchWordPressPlugin( runs: number, skipBuild: boolean ) {
	if ( ! skipBuild || ! existsSync( zip ) ) {
		buildPlugin();
	}
	console.log( '\nWordPress plugin' );
	console.log( `dist/tessera.zip      ${ kb( statSync( zip ).size ) }` );

	const [ withPlugin, without ] = await Promise.all( [
		startWordPress( { plugins: [ zip ] } ),
		startWordPress(),
	] );
	const browser = await launchChromium( [ '--disable-gpu' ] );
	try {
		const sessions = {
			with: await signIn( browser, withPlugin ),
			without: await signIn( browser, without ),
		};
		await loadEditor( browser, withPlugin.url, sessions.with );
		await loadEditor( browser, without.url, sessions.without );
		const tessera: EditorLoad[] = [];
		const baseline: EditorLoad[] = [];
		for ( let run = 0; run < runs; run++ ) {
			tessera.push(
				await loadEditor( browser, withPlugin.url, sessions.with )
			);
			baseline.push(
				await loadEditor( browser, without.url, sessions.without )
			);
		}
		console.log(
			`\nWordPress ${ withPlugin.version } editor start (a new post), JavaScript and CSS fetched until ready`
		);
		printEditorStart( runs, tessera, baseline );
	} finally {
		await browser.close();
		await Promise.all( [ withPlugin.stop(), without.stop() ] );
	}
}
