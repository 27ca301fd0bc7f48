import { PLAN_CATALOG } from '../../plans/catalog';
import { planUpgradedMessage } from '../plan-upgraded-notice';
import { makeState } from '../../availability/test/state';

describe( 'the congratulations notice', () => {
	it( 'names the plan the site is now on', () => {
		expect(
			planUpgradedMessage( makeState( { plan: PLAN_CATALOG.premium } ) )
		).toBe( 'Congratulations! Your site is now on the Premium plan.' );
	} );

	it( 'falls back to "a paid plan" when the state names no paid plan', () => {
		expect( planUpgradedMessage( makeState() ) ).toBe(
			'Congratulations! Your site is now on a paid plan.'
		);
	} );
} );
