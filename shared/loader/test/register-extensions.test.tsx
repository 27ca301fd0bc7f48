import {
	createBlock,
	getBlockType,
	getBlockTypes,
	getCategories,
	setCategories,
	store as blocksStore,
	unregisterBlockType,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { getPlugins, unregisterPlugin } from '@wordpress/plugins';
import { within } from '@testing-library/react';

import { registerExtensions } from '..';
import type { BlockModule, PluginModule } from '..';
import { makeState } from '../../availability/test/state';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import type { ExtensionAvailability } from '../../availability/types';

/** The `tessera` section of the test extensions that are not in production. */
const releases: Record< string, { status: string } > = {
	fresh: { status: 'beta' },
	lab: { status: 'experimental' },
};

function blockModule(
	slug: string,
	extra: Partial< BlockModule > = {},
	metadata: Record< string, unknown > = {}
): BlockModule {
	const name = `tessera/${ slug }`;
	return {
		name,
		metadata: {
			apiVersion: 3,
			name,
			title: `Title of ${ slug }`,
			category: 'grow',
			textdomain: 'tessera',
			attributes: {},
			tessera: releases[ slug ],
			...metadata,
		},
		settings: { edit: () => null, save: () => null },
		...extra,
	};
}

function pluginModule( slug: string ): PluginModule {
	return {
		metadata: { name: slug, tessera: releases[ slug ] },
		name: slug,
		settings: { render: () => null },
	};
}

const state = (
	blocks: Record< string, ExtensionAvailability >,
	beta = false
) => makeState( { available_blocks: blocks, beta_extensions: beta } );

const coreCategories = getCategories();

afterEach( () => {
	for ( const block of getBlockTypes() ) {
		unregisterBlockType( block.name );
	}
	for ( const plugin of getPlugins() ) {
		unregisterPlugin( plugin.name );
	}
	setCategories( coreCategories );
} );

describe( 'registerExtensions', () => {
	it( 'registers released, available blocks from block.json, labelled', () => {
		const report = registerExtensions(
			{
				blocks: [ 'stars', 'shop', 'gone', 'fresh', 'lab' ].map(
					( slug ) => blockModule( slug )
				),
				plugins: [],
			},
			{
				state: state(
					{
						stars: { available: true },
						shop: {
							available: false,
							unavailable_reason: 'missing_plan',
						},
						gone: {
							available: false,
							unavailable_reason: 'missing_module',
						},
						fresh: { available: true },
						lab: { available: true },
					},
					true
				),
			}
		);
		expect( report.blocks ).toEqual( [
			'tessera/stars',
			'tessera/shop',
			'tessera/fresh',
		] );
		expect( getBlockType( 'tessera/stars' )?.title ).toBe(
			'Title of stars'
		);
		expect( getBlockType( 'tessera/shop' )?.title ).toBe(
			'Title of shop (paid)'
		);
		expect( getBlockType( 'tessera/fresh' )?.title ).toBe(
			'Title of fresh (beta)'
		);
		expect( getBlockType( 'tessera/gone' ) ).toBeUndefined();
		expect( getBlockType( 'tessera/lab' ) ).toBeUndefined();
		expect( getBlockType( 'tessera/stars' )?.apiVersion ).toBe( 3 );
		expect( getBlockType( 'tessera/stars' )?.category ).toBe( 'grow' );
	} );

	it( 'leaves beta blocks out while beta is off', () => {
		const report = registerExtensions(
			{ blocks: [ blockModule( 'fresh' ) ], plugins: [] },
			{ state: state( { fresh: { available: true } } ) }
		);
		expect( report.blocks ).toEqual( [] );
		expect( getBlockType( 'tessera/fresh' ) ).toBeUndefined();
	} );

	it( 'registers child blocks with their parent, without checks or labels', () => {
		const child = blockModule(
			'star-item',
			{},
			{ parent: [ 'tessera/shop' ] }
		);
		const report = registerExtensions(
			{
				blocks: [ blockModule( 'shop' ), child ],
				plugins: [],
			},
			{
				state: state( {
					shop: {
						available: false,
						unavailable_reason: 'missing_plan',
					},
				} ),
			}
		);
		expect( report.blocks ).toEqual( [
			'tessera/shop',
			'tessera/star-item',
		] );
		expect( getBlockType( 'tessera/star-item' )?.title ).toBe(
			'Title of star-item'
		);
		expect( getBlockType( 'tessera/star-item' )?.parent ).toEqual( [
			'tessera/shop',
		] );
	} );

	it( "registers children in the order of the parent's allowedBlocks, then the others", () => {
		const parent = blockModule(
			'shop',
			{},
			{ allowedBlocks: [ 'tessera/shop-c', 'tessera/shop-a' ] }
		);
		const child = ( slug: string ) =>
			blockModule( slug, {}, { parent: [ 'tessera/shop' ] } );
		const report = registerExtensions(
			{
				blocks: [
					child( 'shop-a' ),
					child( 'shop-b' ),
					child( 'shop-c' ),
					parent,
					child( 'shop-d' ),
				],
				plugins: [],
			},
			{ state: state( { shop: { available: true } } ) }
		);
		expect( report.blocks ).toEqual( [
			'tessera/shop',
			'tessera/shop-c',
			'tessera/shop-a',
			'tessera/shop-b',
			'tessera/shop-d',
		] );
	} );

	it( 'does not register the children of a parent it skips', () => {
		const report = registerExtensions(
			{
				blocks: [
					blockModule( 'gone' ),
					blockModule(
						'gone-item',
						{},
						{ parent: [ 'tessera/gone' ] }
					),
				],
				plugins: [],
			},
			{ state: state( {} ) }
		);
		expect( report.blocks ).toEqual( [] );
		expect( getBlockType( 'tessera/gone-item' ) ).toBeUndefined();
	} );

	it( 'wraps every edit in the error boundary', () => {
		const edit = () => null;
		registerExtensions(
			{
				blocks: [
					blockModule( 'stars', {
						settings: { edit, save: () => null },
					} ),
				],
				plugins: [],
			},
			{ state: state( { stars: { available: true } } ) }
		);
		const registered = getBlockType( 'tessera/stars' )?.edit;
		expect( registered ).not.toBe( edit );
		expect( registered?.displayName ).toMatch( /WithBlockErrorBoundary/ );
	} );

	it( 'adds the Tessera categories once, after core ones, before blocks', () => {
		const modules = { blocks: [ blockModule( 'stars' ) ], plugins: [] };
		const options = {
			state: state( { stars: { available: true } } ),
		};
		registerExtensions( modules, options );
		registerExtensions( modules, options );
		const slugs = getCategories().map( ( category ) => category.slug );
		expect( slugs[ 0 ] ).toBe( 'form-fields' );
		expect( slugs.slice( 1, coreCategories.length + 1 ) ).toEqual(
			coreCategories.map( ( category ) => category.slug )
		);
		for ( const slug of [
			'form-fields',
			'grow',
			'earn',
			'embed',
			'media',
			'layout',
		] ) {
			expect( slugs.filter( ( s ) => s === slug ) ).toHaveLength( 1 );
		}
		const grow = getCategories().find(
			( category ) => category.slug === 'grow'
		);
		expect( grow ).toEqual(
			expect.objectContaining( {
				title: 'Grow',
				icon: expect.anything(),
			} )
		);
	} );

	it( 'gathers every tessera/* block in the Tessera collection', () => {
		registerExtensions(
			{ blocks: [ blockModule( 'stars' ) ], plugins: [] },
			{ state: state( { stars: { available: true } } ) }
		);
		const collections = select( blocksStore ).getCollections() as Record<
			string,
			{ title: string; icon: unknown }
		>;
		expect( collections.tessera ).toEqual(
			expect.objectContaining( { title: 'Tessera' } )
		);
		expect( collections.tessera.icon ).toBeTruthy();
	} );

	it( 'registers editor plugins under the same rules', () => {
		const report = registerExtensions(
			{
				blocks: [],
				plugins: [ pluginModule( 'panel' ), pluginModule( 'lab' ) ],
			},
			{
				state: state( {
					panel: { available: true },
					lab: { available: true },
				} ),
			}
		);
		expect( report.plugins ).toEqual( [ 'panel' ] );
		expect( getPlugins().map( ( plugin ) => plugin.name ) ).toEqual( [
			'tessera-panel',
		] );
	} );

	it( 'registers a block waiting for the connection with a notice in place of its edit, and its own save', async () => {
		const edit = jest.fn( () => <p>The form settings</p> );
		const save = () => <p>Saved form</p>;
		const report = registerExtensions(
			{
				blocks: [
					blockModule( 'form', { settings: { edit, save } } ),
					blockModule(
						'form-field',
						{},
						{ parent: [ 'tessera/form' ] }
					),
				],
				plugins: [],
			},
			{
				state: state( {
					form: {
						available: false,
						unavailable_reason: 'missing_connection',
					},
				} ),
			}
		);
		expect( report.blocks ).toEqual( [
			'tessera/form',
			'tessera/form-field',
		] );
		const blockType = getBlockType( 'tessera/form' );
		expect( blockType?.title ).toBe( 'Title of form' );
		expect( blockType?.save ).toBe( save );
		const { container } = await renderBlockEditor( [
			createBlock( 'tessera/form' ),
		] );
		const block = within(
			container.querySelector< HTMLElement >( '.wp-block-tessera-form' )!
		);
		expect( block.getByText( 'Title of form' ) ).toBeInTheDocument();
		expect(
			block.getByText(
				'This block needs the Tessera service. It can be set up once this site is connected to a Tessera service.'
			)
		).toBeInTheDocument();
		expect( block.queryByText( 'The form settings' ) ).toBeNull();
		expect( edit ).not.toHaveBeenCalled();
	} );

	it( 'skips a plugin waiting for the connection: it has no place to say why', () => {
		const report = registerExtensions(
			{ blocks: [], plugins: [ pluginModule( 'panel' ) ] },
			{
				state: state( {
					panel: {
						available: false,
						unavailable_reason: 'missing_connection',
					},
				} ),
			}
		);
		expect( report.plugins ).toEqual( [] );
		expect( getPlugins() ).toEqual( [] );
	} );

	it( 'skips an unavailable plugin', () => {
		const report = registerExtensions(
			{ blocks: [], plugins: [ pluginModule( 'panel' ) ] },
			{
				state: state( {
					panel: { available: false, unavailable_reason: 'unknown' },
				} ),
			}
		);
		expect( report.plugins ).toEqual( [] );
		expect( getPlugins() ).toEqual( [] );
	} );

	it( 'reads the page state by default', () => {
		window.Tessera_Editor_Initial_State = state( {
			'rating-star': { available: true },
		} );
		try {
			const report = registerExtensions( {
				blocks: [
					blockModule( 'rating-star' ),
					blockModule( 'stars' ),
				],
				plugins: [],
			} );
			expect( report.blocks ).toEqual( [ 'tessera/rating-star' ] );
		} finally {
			delete window.Tessera_Editor_Initial_State;
		}
	} );
} );
