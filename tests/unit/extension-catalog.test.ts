/**
 * extensions/catalog.ts: each extension's release as its folder declares it, checked, for the
 * server's plan table and editor initial state.
 */
import { extensionCatalog, readRelease } from '../../extensions/catalog';
import { blockFolders, pluginFolders } from '../../extensions/folders';
import { isChildBlock } from '../../shared/loader/child-blocks';

describe( 'readRelease', () => {
	it( 'reads production and free when the section or a field is absent', () => {
		expect( readRelease( { name: 'tessera/a' } ) ).toStrictEqual( {
			status: 'production',
			plan: 'free',
			needsConnection: false,
		} );
		expect(
			readRelease( { name: 'b', tessera: { plan: 'business' } } )
		).toStrictEqual( {
			status: 'production',
			plan: 'business',
			needsConnection: false,
		} );
		expect(
			readRelease( { name: 'c', tessera: { status: 'beta' } } )
		).toStrictEqual( {
			status: 'beta',
			plan: 'free',
			needsConnection: false,
		} );
	} );

	it( 'reads every status and every plan', () => {
		for ( const status of [ 'production', 'beta', 'experimental' ] ) {
			for ( const plan of [
				'free',
				'personal',
				'premium',
				'business',
				'ecommerce',
			] ) {
				expect(
					readRelease( { name: 'd', tessera: { status, plan } } )
				).toStrictEqual( { status, plan, needsConnection: false } );
			}
		}
	} );

	it( 'refuses any other status or plan, naming the extension', () => {
		for ( const status of [ 'Beta', 'released', '', 1, null ] ) {
			expect( () =>
				readRelease( { name: 'tessera/e', tessera: { status } } )
			).toThrow(
				'tessera/e: tessera.status must be production, beta or experimental.'
			);
		}
		for ( const plan of [ 'pro', 'Premium', '', 2, null ] ) {
			expect( () =>
				readRelease( { name: 'f', tessera: { plan } } )
			).toThrow(
				'f: tessera.plan must be free, personal, premium, business or ecommerce.'
			);
		}
	} );

	it( 'reads whether the extension needs the Tessera service, and refuses anything but a boolean', () => {
		for ( const needsConnection of [ true, false ] ) {
			expect(
				readRelease( { name: 'h', tessera: { needsConnection } } )
			).toStrictEqual( {
				status: 'production',
				plan: 'free',
				needsConnection,
			} );
		}
		for ( const needsConnection of [ 'true', 1, 0, null ] ) {
			expect( () =>
				readRelease( { name: 'i', tessera: { needsConnection } } )
			).toThrow( 'i: tessera.needsConnection must be true or false.' );
		}
	} );

	it( 'refuses a section that is not an object', () => {
		for ( const tessera of [ 'beta', [ 'beta' ], 3, null ] ) {
			expect( () => readRelease( { name: 'g', tessera } ) ).toThrow(
				'g: tessera must be an object with status and plan.'
			);
		}
	} );
} );

describe( 'extensionCatalog', () => {
	it( 'lists every block but the child blocks, and every plugin, once, by slug', () => {
		const blocks = blockFolders();
		const expected = [
			...blocks
				.filter( ( folder ) => ! isChildBlock( folder.metadata ) )
				.map( ( folder ) => folder.slug ),
			...pluginFolders().map( ( folder ) => folder.slug ),
		].sort();
		const slugs = extensionCatalog().map( ( entry ) => entry.slug );
		expect( slugs ).toStrictEqual( expected );
		expect( new Set( slugs ).size ).toBe( slugs.length );
		expect( slugs ).toEqual(
			expect.arrayContaining( [
				'contact-form',
				'plugin-sidebar',
				'social-previews',
			] )
		);
		expect( slugs ).not.toContain( 'field-text' );
		expect(
			blocks.some( ( folder ) => isChildBlock( folder.metadata ) )
		).toBe( true );
	} );

	it( "takes each extension's release from its folder", () => {
		const bySlug = Object.fromEntries(
			extensionCatalog().map( ( { slug, ...release } ) => [
				slug,
				release,
			] )
		);
		expect( bySlug[ 'social-previews' ] ).toStrictEqual( {
			status: 'production',
			plan: 'business',
			needsConnection: false,
		} );
		expect( bySlug[ 'rating-star' ] ).toStrictEqual( {
			status: 'production',
			plan: 'free',
			needsConnection: false,
		} );
		expect( bySlug[ 'contact-form' ] ).toStrictEqual( {
			status: 'production',
			plan: 'free',
			needsConnection: true,
		} );
	} );

	it( 'reads production and free for a plugin without a plugin.json', () => {
		const connections = extensionCatalog().find(
			( entry ) => entry.slug === 'connections'
		);
		expect( connections ).toStrictEqual( {
			slug: 'connections',
			status: 'production',
			plan: 'free',
			needsConnection: false,
		} );
	} );
} );
