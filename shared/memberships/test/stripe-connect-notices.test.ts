/**
 * @jest-environment jsdom
 */
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { showStripeConnectNotice } from '../stripe-connect-notices';

function notices() {
	return select( noticesStore )
		.getNotices()
		.map( ( notice ) => [ notice.status, notice.content ] );
}

afterEach( () => {
	for ( const notice of select( noticesStore ).getNotices() ) {
		(
			require( '@wordpress/data' ).dispatch( noticesStore ) as {
				removeNotice: ( id: string ) => void;
			}
		 ).removeNotice( notice.id );
	}
} );

describe( 'showStripeConnectNotice', () => {
	it( 'congratulates on stripe_connect_success and drops the flag', () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=3&action=edit&stripe_connect_success=1'
		);
		expect( showStripeConnectNotice() ).toBe( 'success' );
		expect( notices() ).toStrictEqual( [
			[
				'success',
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
			],
		] );
		expect( window.location.search ).toBe( '?post=3&action=edit' );
	} );

	it( 'reports stripe_connect_cancelled as an error, and nothing without a flag', () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?stripe_connect_cancelled=1'
		);
		expect( showStripeConnectNotice() ).toBe( 'cancelled' );
		expect( notices() ).toStrictEqual( [
			[ 'error', 'You cancelled connecting your site to Stripe.' ],
		] );
		expect( showStripeConnectNotice() ).toBeNull();
	} );
} );
