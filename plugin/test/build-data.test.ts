/**
 * What plugin/build.ts writes for the PHP: each block's block.json and the initial state of a site
 * not yet connected to a Tessera service.
 */
import { readFileSync } from 'node:fs';

import { blockFolders } from '../../extensions/folders';
import { isChildBlock } from '../../shared/loader/child-blocks';
import { findFixtureFiles } from '../../tests/fixtures/fixture-files';
import { extensionCatalog } from '../../extensions/catalog';
import { pluginBlockJson } from '../block-json';
import { siteIndependentState } from '../initial-state';

describe( 'pluginBlockJson', () => {
	const metadata = {
		$schema: 'https://schemas.wp.org/trunk/block.json',
		apiVersion: 3,
		name: 'tessera/x',
		title: 'X',
		attributes: { a: { type: 'string', default: 'b' } },
		editorScript: 'file:./index.ts',
		editorStyle: 'file:./editor.scss',
		script: 'file:./script.ts',
		style: 'file:./style.scss',
		viewScript: 'file:./view.ts',
		viewStyle: 'file:./view.scss',
		render: 'file:./render.php',
	};

	it( 'names the editor handles and the built visitor files, keeping everything else', () => {
		expect(
			pluginBlockJson( metadata, {
				viewScript: true,
				viewStyle: true,
				style: true,
			} )
		).toStrictEqual( {
			$schema: 'https://schemas.wp.org/trunk/block.json',
			apiVersion: 3,
			name: 'tessera/x',
			title: 'X',
			attributes: { a: { type: 'string', default: 'b' } },
			editorScript: 'tessera-editor',
			editorStyle: 'tessera-editor-canvas',
			style: 'file:./style.css',
			viewScript: 'file:./view.js',
			viewStyle: 'file:./view.css',
		} );
	} );

	it( 'names no visitor file the build did not write', () => {
		expect(
			pluginBlockJson( metadata, {
				viewScript: false,
				viewStyle: false,
				style: false,
			} )
		).toStrictEqual( {
			$schema: 'https://schemas.wp.org/trunk/block.json',
			apiVersion: 3,
			name: 'tessera/x',
			title: 'X',
			attributes: { a: { type: 'string', default: 'b' } },
			editorScript: 'tessera-editor',
			editorStyle: 'tessera-editor-canvas',
		} );
	} );

	it( 'keeps every key of every real block.json but its assets', () => {
		const ASSET_KEYS =
			/^(editorScript|editorStyle|script|style|viewScript|viewStyle|render)$/;
		for ( const { metadata: real } of blockFolders() ) {
			const built = pluginBlockJson( real, {
				viewScript: false,
				viewStyle: false,
				style: false,
			} );
			const kept = Object.fromEntries(
				Object.entries( real ).filter(
					( [ key ] ) => ! ASSET_KEYS.test( key )
				)
			);
			expect( built ).toStrictEqual( {
				...kept,
				editorScript: 'tessera-editor',
				editorStyle: 'tessera-editor-canvas',
			} );
		}
	} );
} );

describe( 'siteIndependentState before the connection', () => {
	const state = siteIndependentState( false );

	it( 'is a free, self-hosted site, not connected, without nudges or beta', () => {
		expect( {
			...state,
			available_blocks: undefined,
		} ).toStrictEqual( {
			available_blocks: undefined,
			tessera: {
				is_active: false,
				is_current_user_connected: false,
				is_offline_mode: false,
				is_private_site: false,
				enable_upgrade_nudge: false,
			},
			plan: expect.objectContaining( { product_slug: 'free' } ),
			site_type: 'self-hosted',
			beta_extensions: false,
		} );
	} );

	it( 'makes every extension that needs the service wait for the connection, and the others as on a free plan', () => {
		const expected = (
			entry: ReturnType< typeof extensionCatalog >[ number ]
		) => {
			if ( entry.needsConnection ) {
				return {
					available: false,
					unavailable_reason: 'missing_connection',
				};
			}
			return entry.plan === 'free'
				? { available: true }
				: {
						available: false,
						unavailable_reason: 'missing_plan',
						details: { required_plan: entry.plan },
					};
		};
		expect( state.available_blocks ).toStrictEqual(
			Object.fromEntries(
				extensionCatalog()
					.filter( ( entry ) => entry.status !== 'experimental' )
					.map( ( entry ) => [ entry.slug, expected( entry ) ] )
			)
		);
		expect( state.available_blocks[ 'contact-form' ] ).toStrictEqual( {
			available: false,
			unavailable_reason: 'missing_connection',
		} );
		expect( state.available_blocks[ 'rating-star' ] ).toStrictEqual( {
			available: true,
		} );
		expect( state.available_blocks[ 'social-previews' ] ).toStrictEqual( {
			available: false,
			unavailable_reason: 'missing_plan',
			details: { required_plan: 'business' },
		} );
	} );
} );

describe( 'siteIndependentState once connected', () => {
	const state = siteIndependentState( true );

	it( 'is active, and an extension that needs the service is as available as on a free plan', () => {
		expect( state.tessera.is_active ).toBe( true );
		expect( state.available_blocks[ 'contact-form' ] ).toStrictEqual( {
			available: true,
		} );
		expect(
			Object.values( state.available_blocks ).filter(
				( value ) =>
					'unavailable_reason' in value &&
					value.unavailable_reason === 'missing_connection'
			)
		).toStrictEqual( [] );
	} );
} );

describe( 'needsConnection', () => {
	/** A block comment with no markup in it: `<!-- wp:tessera/x {...} /-->`. */
	const SAVES_NOTHING = /^<!-- wp:tessera\/[a-z-]+( \{[\s\S]*?\})? \/-->$/;

	it( 'is declared by every block that saves no markup: without the service, a visitor would get nothing', () => {
		const fixtures = findFixtureFiles();
		const savesNothing = blockFolders()
			.filter( ( folder ) => ! isChildBlock( folder.metadata ) )
			.filter( ( folder ) =>
				fixtures
					// The block as an author first sets it up: its main fixture.
					.filter(
						( fixture ) =>
							fixture.name === `tessera__${ folder.slug }`
					)
					.some( ( fixture ) =>
						SAVES_NOTHING.test(
							readFileSync(
								fixture.serializedPath,
								'utf8'
							).trim()
						)
					)
			)
			.map( ( folder ) => folder.slug );
		const declared = extensionCatalog()
			.filter( ( entry ) => entry.needsConnection )
			.map( ( entry ) => entry.slug );
		expect( savesNothing ).toEqual(
			expect.arrayContaining( [
				'business-hours',
				'slideshow',
				'wordads',
			] )
		);
		expect( declared ).toEqual( expect.arrayContaining( savesNothing ) );
	} );
} );
