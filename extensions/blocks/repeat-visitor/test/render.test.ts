import { render } from '../render';

const content =
	'<div class="wp-block-tessera-repeat-visitor"><p>Welcome back!</p></div>';

describe( 'repeat visitor render', () => {
	it( 'sends the saved content only when the count meets the rule', () => {
		const shown = [ 0, 1, 2 ].map( ( visits ) =>
			render( { criteria: 'after-visits', threshold: 2 }, content, {
				locale: 'en_US',
				visits,
			} )
		);
		expect( shown ).toStrictEqual( [ '', '', content ] );
	} );

	it( 'treats a render without a count (a feed, the REST API) as a first visit', () => {
		expect(
			render( { criteria: 'before-visits', threshold: 1 }, content, {
				locale: 'en_US',
			} )
		).toBe( content );
		expect(
			render( { criteria: 'after-visits', threshold: 1 }, content, {
				locale: 'en_US',
			} )
		).toBe( '' );
	} );
} );
