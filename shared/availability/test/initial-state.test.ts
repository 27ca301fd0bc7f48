import {
	getEditorFlag,
	getExtensionAvailability,
	getInitialState,
	getPlanSlug,
	getRequiredPlan,
	getSiteFragment,
	getSiteType,
	isBetaEnabled,
	isExtensionAvailable,
} from '..';
import { makeState } from './state';
import { PLAN_CATALOG } from '../../plans/catalog';

describe( 'availability readers', () => {
	afterEach( () => {
		delete window.Tessera_Editor_Initial_State;
	} );

	it( 'reads the state the page printed', () => {
		const state = makeState( { siteFragment: 'printed.test' } );
		window.Tessera_Editor_Initial_State = state;
		expect( getInitialState() ).toBe( state );
		expect( getSiteFragment() ).toBe( 'printed.test' );
	} );

	it( 'reports an available extension as available', () => {
		const state = makeState( {
			available_blocks: { 'rating-star': { available: true } },
		} );
		expect( isExtensionAvailable( 'rating-star', state ) ).toBe( true );
		expect( getExtensionAvailability( 'rating-star', state ) ).toEqual( {
			available: true,
		} );
	} );

	it( 'treats an extension the server does not list as unavailable for an unknown reason', () => {
		const state = makeState();
		expect( getExtensionAvailability( 'markdown', state ) ).toEqual( {
			available: false,
			unavailable_reason: 'unknown',
		} );
		expect( isExtensionAvailable( 'markdown', undefined ) ).toBe( false );
	} );

	it( 'fills in a missing reason and keeps a given one', () => {
		const state = makeState( {
			available_blocks: {
				a: { available: false },
				b: { available: false, unavailable_reason: 'missing_module' },
			},
		} );
		expect(
			getExtensionAvailability( 'a', state ).unavailable_reason
		).toBe( 'unknown' );
		expect(
			getExtensionAvailability( 'b', state ).unavailable_reason
		).toBe( 'missing_module' );
	} );

	it( 'names the required plan only when the plan is the reason', () => {
		const state = makeState( {
			available_blocks: {
				paid: {
					available: false,
					unavailable_reason: 'missing_plan',
					details: { required_plan: 'premium' },
				},
				module: {
					available: false,
					unavailable_reason: 'missing_module',
					details: { required_plan: 'business' },
				},
			},
		} );
		expect( getRequiredPlan( 'paid', state ) ).toBe( 'premium' );
		expect( getRequiredPlan( 'module', state ) ).toBeUndefined();
	} );

	it( 'reads the flags, false when absent', () => {
		const state = makeState();
		state.tessera.is_private_site = true;
		expect( getEditorFlag( 'is_private_site', state ) ).toBe( true );
		expect( getEditorFlag( 'is_offline_mode', state ) ).toBe( false );
		expect( getEditorFlag( 'is_active', undefined ) ).toBe( false );
	} );

	it( 'reads beta, plan and site type with defaults', () => {
		const state = makeState( {
			beta_extensions: true,
			plan: PLAN_CATALOG.business,
			site_type: 'atomic',
		} );
		expect( isBetaEnabled( state ) ).toBe( true );
		expect( getPlanSlug( state ) ).toBe( 'business' );
		expect( getSiteType( state ) ).toBe( 'atomic' );
		expect( isBetaEnabled( undefined ) ).toBe( false );
		expect( getPlanSlug( undefined ) ).toBe( 'free' );
		expect( getSiteType( undefined ) ).toBe( 'self-hosted' );
	} );
} );
