import { getRegistrationDecision } from '../registration-decision';
import { makeState } from '../../availability/test/state';

describe( 'getRegistrationDecision', () => {
	const available = makeState( {
		available_blocks: {
			prod: { available: true },
			fresh: { available: true },
			lab: { available: true },
		},
	} );

	it( 'registers production extensions without labels', () => {
		expect(
			getRegistrationDecision( 'prod', 'production', available )
		).toEqual( {
			register: true,
			labels: [],
		} );
	} );

	it( 'registers beta extensions, labelled, only when beta is on', () => {
		expect( getRegistrationDecision( 'fresh', 'beta', available ) ).toEqual(
			{
				register: false,
				why: 'not-released',
			}
		);
		const betaOn = { ...available, beta_extensions: true };
		expect( getRegistrationDecision( 'fresh', 'beta', betaOn ) ).toEqual( {
			register: true,
			labels: [ 'beta' ],
		} );
	} );

	it( 'never registers experimental extensions', () => {
		const betaOn = { ...available, beta_extensions: true };
		expect(
			getRegistrationDecision( 'lab', 'experimental', betaOn ).register
		).toBe( false );
	} );

	it( 'skips unavailable extensions, whatever the reason but the plan', () => {
		for ( const reason of [ 'missing_module', 'unknown' ] as const ) {
			const state = makeState( {
				available_blocks: {
					prod: { available: false, unavailable_reason: reason },
				},
			} );
			expect(
				getRegistrationDecision( 'prod', 'production', state )
			).toEqual( {
				register: false,
				why: 'unavailable',
			} );
		}
		expect(
			getRegistrationDecision( 'prod', 'production', makeState() )
				.register
		).toBe( false );
	} );

	it( 'registers an extension missing only a plan, labelled paid (after beta)', () => {
		const state = makeState( {
			beta_extensions: true,
			available_blocks: {
				prod: { available: false, unavailable_reason: 'missing_plan' },
				fresh: { available: false, unavailable_reason: 'missing_plan' },
			},
		} );
		expect(
			getRegistrationDecision( 'prod', 'production', state )
		).toEqual( {
			register: true,
			labels: [ 'paid' ],
		} );
		expect( getRegistrationDecision( 'fresh', 'beta', state ) ).toEqual( {
			register: true,
			labels: [ 'beta', 'paid' ],
		} );
	} );

	it( 'registers a block waiting for the connection, to say why, and skips such a plugin', () => {
		const state = makeState( {
			available_blocks: {
				prod: {
					available: false,
					unavailable_reason: 'missing_connection',
				},
			},
		} );
		expect(
			getRegistrationDecision( 'prod', 'production', state )
		).toEqual( { register: true, labels: [], waitsForConnection: true } );
		expect(
			getRegistrationDecision( 'prod', 'production', state, 'block' )
		).toEqual( { register: true, labels: [], waitsForConnection: true } );
		expect(
			getRegistrationDecision( 'prod', 'production', state, 'plugin' )
		).toEqual( { register: false, why: 'unavailable' } );
		expect(
			getRegistrationDecision( 'prod', 'beta', state ).register
		).toBe( false );
	} );
} );
