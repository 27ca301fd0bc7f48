import { createSite, type TestSite } from './helpers';
import {
	editorInitialState,
	extensionAvailability,
	planRequirements,
} from '../../platform/content/plans';
import { openDatabase } from '../../platform/store/db';
import { join } from 'node:path';
import { extensionCatalog } from '../../extensions/catalog';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const admin = {
	id: 1,
	login: 'admin',
	name: 'admin',
	email: 'admin@localhost.test',
	role: 'administrator' as const,
};

describe( 'plans and the editor initial state', () => {
	it( 'lists every production extension, available on the free plan unless it needs a paid one', () => {
		const db = openDatabase( join( site.dir, 'data', 'tessera.sqlite' ) );
		try {
			const state = editorInitialState( db, admin, {
				origin: 'http://localhost:8888',
			} );
			const production = extensionCatalog().filter(
				( entry ) => entry.status === 'production'
			);
			expect( production.length ).toBeGreaterThan( 0 );
			for ( const { slug, plan: required } of production ) {
				expect( [ slug, state.available_blocks[ slug ] ] ).toEqual( [
					slug,
					required === 'free'
						? { available: true }
						: {
								available: false,
								unavailable_reason: 'missing_plan',
								details: { required_plan: required },
							},
				] );
			}
		} finally {
			db.close();
		}
	} );

	it( 'makes every production extension available on the free plan', () => {
		const db = openDatabase( join( site.dir, 'data', 'tessera.sqlite' ) );
		try {
			const state = editorInitialState( db, admin, {
				origin: 'http://localhost:8888',
			} );
			expect( state ).toEqual( {
				available_blocks: expect.objectContaining( {
					'rating-star': { available: true },
					markdown: { available: true },
					connections: { available: true },
					'core/audio': {
						available: false,
						unavailable_reason: 'missing_plan',
						details: { required_plan: 'personal' },
					},
					'core/cover': {
						available: false,
						unavailable_reason: 'missing_plan',
						details: { required_plan: 'premium' },
					},
					'core/video': {
						available: false,
						unavailable_reason: 'missing_plan',
						details: { required_plan: 'premium' },
					},
				} ),
				tessera: {
					is_active: true,
					is_current_user_connected: true,
					is_offline_mode: false,
					is_private_site: false,
					enable_upgrade_nudge: true,
				},
				siteFragment: 'localhost:8888',
				allowedMimeTypes: expect.objectContaining( {
					'jpg|jpeg|jpe': 'image/jpeg',
					png: 'image/png',
					pdf: 'application/pdf',
				} ),
				plan: {
					product_slug: 'free',
					path_slug: 'free',
					product_name: 'Free',
				},
				site_type: 'self-hosted',
				beta_extensions: false,
			} );
			expect( Object.values( state.allowedMimeTypes ) ).not.toContain(
				'text/html'
			);
		} finally {
			db.close();
		}
	} );

	it( 'marks an extension that needs a higher plan as missing_plan, with the plan it needs', () => {
		const requirements = planRequirements( { 'test-paid': 'premium' } );
		expect(
			extensionAvailability( 'test-paid', 'personal', requirements )
		).toEqual( {
			available: false,
			unavailable_reason: 'missing_plan',
			details: { required_plan: 'premium' },
		} );
		expect(
			extensionAvailability( 'test-paid', 'business', requirements )
		).toEqual( { available: true } );
	} );

	it( "takes each extension's plan from its folder, the core features' from the table, overrides on top", () => {
		const table = planRequirements();
		expect( table ).toMatchObject( {
			'social-previews': 'business',
			'rating-star': 'free',
			markdown: 'free',
			'core/audio': 'personal',
			'core/cover': 'premium',
			'core/video': 'premium',
		} );
		expect( table[ 'field-text' ] ).toBeUndefined();
		expect( planRequirements( { markdown: 'premium' } ).markdown ).toBe(
			'premium'
		);
		expect( extensionAvailability( 'social-previews', 'premium' ) ).toEqual(
			{
				available: false,
				unavailable_reason: 'missing_plan',
				details: { required_plan: 'business' },
			}
		);
	} );

	it( 'follows the plan and site type chosen in settings', async () => {
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'ecommerce',
			tessera_site_type: 'self-hosted',
			tessera_beta_blocks: true,
		} );
		const db = openDatabase( join( site.dir, 'data', 'tessera.sqlite' ) );
		try {
			const state = editorInitialState( db, admin, {
				origin: 'http://example.test',
			} );
			expect( state ).toMatchObject( {
				plan: { product_slug: 'ecommerce' },
				site_type: 'self-hosted',
				beta_extensions: true,
				siteFragment: 'example.test',
			} );
			expect( state.tessera.enable_upgrade_nudge ).toBe( false );
			await site.admin.post( '/wp-json/wp/v2/settings', {
				tessera_plan: 'business',
			} );
			expect(
				editorInitialState( db, admin, {
					origin: 'http://example.test',
				} ).tessera.enable_upgrade_nudge
			).toBe( true );
		} finally {
			db.close();
		}
	} );
} );
