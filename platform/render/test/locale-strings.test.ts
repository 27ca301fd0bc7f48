import { __, _n, _x } from '@wordpress/i18n';

import { renderBlockByName, renderContent } from '../blocks';
import { inLocale } from '../locale-strings';

/** Server renders translate Tessera's strings in the render's language, as PHP does with the .mo. */
describe( 'the language of a server render', () => {
	const hours = {
		days: [ 'sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat' ].map(
			( name ) => ( { name, hours: [] } )
		),
	};
	const businessHours = `<!-- wp:tessera/business-hours ${ JSON.stringify(
		hours
	) } /-->`;

	it( 'translates a render callback’s strings in French, and leaves them English in English', () => {
		const french = renderContent( businessHours, { locale: 'fr_FR' } ).html;
		expect( french ).toContain( 'Fermé' );
		expect( french ).toContain( 'Aujourd’hui' );
		expect( french ).not.toMatch( />Closed</ );

		const english = renderContent( businessHours, {
			locale: 'en_US',
		} ).html;
		expect( english ).toContain( '>Closed<' );
		expect( english ).not.toContain( 'Fermé' );
	} );

	it( 'translates a block the editor asks the block renderer for', () => {
		expect(
			renderBlockByName( 'tessera/business-hours', hours, {
				locale: 'fr_FR',
			} )
		).toContain( 'Fermé' );
	} );

	it( 'writes a payment button’s strings and its price as the site’s language does', () => {
		const button = '<!-- wp:tessera/simple-payments {"productId":31} /-->';
		const context = ( locale: string ) => ( {
			locale,
			postId: 3,
			paymentProduct: () => ( {
				title: 'Mug',
				content: '',
				price: 1234.5,
				currency: 'USD',
				multiple: false,
				imageUrl: '',
			} ),
		} );
		const french = renderContent( button, context( 'fr_FR' ) ).html;
		expect( french ).toContain( '>1\u202f234,50\u00a0$US</p>' );
		expect( french ).toContain( '>Payer avec PayPal</button>' );
		const english = renderContent( button, context( 'en_US' ) ).html;
		expect( english ).toContain( '>$1,234.50</p>' );
		expect( english ).toContain( '>Pay with PayPal</button>' );
	} );

	it( 'keeps two renders in two languages apart while they interleave', async () => {
		const later = () =>
			new Promise( ( resolve ) => setImmediate( resolve ) );
		const strings = async () => {
			const before = __( 'Submit', 'tessera' );
			await later();
			const context = _x(
				'Closed',
				'business is closed on a full day',
				'tessera'
			);
			await later();
			return [ before, context ];
		};
		const [ french, english, german ] = await Promise.all( [
			inLocale( 'fr_FR', strings ),
			inLocale( 'en_US', strings ),
			inLocale( 'de_DE', strings ),
		] );
		expect( french ).toStrictEqual( [ 'Envoyer', 'Fermé' ] );
		expect( english ).toStrictEqual( [ 'Submit', 'Closed' ] );
		expect( german ).toStrictEqual( [ 'Submit', 'Closed' ] );
		// Outside any render, nothing is translated.
		expect( __( 'Submit', 'tessera' ) ).toBe( 'Submit' );
	} );

	it( 'chooses the plural form of the locale', () => {
		const subscribers = ( n: number ) =>
			inLocale( 'fr_FR', () =>
				/* translators: %s: the number of subscribers. */
				_n(
					'Join %s other subscriber',
					'Join %s other subscribers',
					n,
					'tessera'
				)
			);
		expect( subscribers( 1 ) ).not.toBe( 'Join %s other subscriber' );
		expect( subscribers( 1 ) ).not.toBe( subscribers( 2 ) );
	} );
} );
