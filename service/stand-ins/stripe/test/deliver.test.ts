import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';
import { eventDelivery } from '../../../../platform/store/stripe';
import { MAX_ATTEMPTS, deliverDue, nextAttemptAt } from '../deliver';
import { logEvent } from '../events';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( () => site.close() );

const MINUTE = 60_000;

describe( 'webhook retries', () => {
	it( 'wait a minute, doubling at each attempt, at most six hours', () => {
		expect(
			[ 1, 2, 3, 9, 10, 15 ].map( ( attempts ) =>
				nextAttemptAt( attempts, 1000 )
			)
		).toStrictEqual( [
			1000 + MINUTE,
			1000 + 2 * MINUTE,
			1000 + 4 * MINUTE,
			1000 + 256 * MINUTE,
			1000 + 360 * MINUTE,
			1000 + 360 * MINUTE,
		] );
	} );

	it( 'sends an event nobody acknowledged again when its time comes, until the site takes it', async () => {
		// The site cannot record an event of an unknown product: it answers 400.
		const refused = logEvent(
			site.db,
			'checkout.session.completed',
			{ id: 'cs_x', metadata: { product_id: '999' } },
			1
		);
		const taken = logEvent(
			site.db,
			'customer.created',
			{ id: 'cus_x' },
			1
		);
		const now = Date.now();
		expect( await deliverDue( site.app, site.db, now ) ).toBe( 2 );
		expect( [
			eventDelivery( site.db, refused.seq ),
			eventDelivery( site.db, taken.seq ),
		] ).toStrictEqual( [
			{ delivery: 'pending', attempts: 1 },
			{ delivery: 'delivered', attempts: 1 },
		] );
		// Not before its minute; then once more, now waiting two minutes.
		expect( await deliverDue( site.app, site.db, now + 1000 ) ).toBe( 0 );
		expect(
			await deliverDue( site.app, site.db, Date.now() + MINUTE + 1000 )
		).toBe( 1 );
		expect( eventDelivery( site.db, refused.seq ) ).toStrictEqual( {
			delivery: 'pending',
			attempts: 2,
		} );
		// The provider gives up after its last attempt.
		site.db
			.prepare( 'UPDATE stripe_events SET attempts = ? WHERE seq = ?' )
			.run( MAX_ATTEMPTS - 1, refused.seq );
		await deliverDue( site.app, site.db, Date.now() + 7 * 60 * MINUTE );
		expect( eventDelivery( site.db, refused.seq ) ).toStrictEqual( {
			delivery: 'failed',
			attempts: MAX_ATTEMPTS,
		} );
	} );
} );
