import {
	buttonStyle,
	fieldStyle,
	subscriberCountText,
	subscriptionFormHtml,
} from '../form-html';

describe( 'subscriberCountText', () => {
	it.each( [
		[ null, 'Subscriber count unavailable' ],
		[ 0, 'Join 0 other subscribers' ],
		[ 1, 'Join 1 other subscriber' ],
		[ 2, 'Join 2 other subscribers' ],
		[ 12345, 'Join 12,345 other subscribers' ],
	] )( '%p gives %p', ( count, text ) => {
		expect( subscriberCountText( count ) ).toBe( text );
	} );
} );

describe( 'the form styles', () => {
	it( 'clamps every number and drops unsafe colours', () => {
		const options = {
			customFontSize: '18px',
			padding: '80',
			borderRadius: '-4',
			borderWeight: '3',
			spacing: '60',
			customBorderColor: 'red;background:url(x)',
			customEmailFieldBackgroundColor: '#abcdef',
			customButtonGradient:
				'linear-gradient(135deg,#0693e3 0%,#9b51e0 100%)',
			customTextColor: '#fff',
			buttonWidth: '50%',
		};
		expect( fieldStyle( options ) ).toStrictEqual( [
			[ 'font-size', '18px' ],
			[ 'padding', '50px 75px' ],
			[ 'border-radius', '0px' ],
			[ 'border-width', '3px' ],
			[ 'border-style', 'solid' ],
			[ 'border-color', undefined ],
			[ 'background-color', '#abcdef' ],
		] );
		expect(
			buttonStyle( { ...options, buttonOnNewLine: 'true' } )
		).toStrictEqual( [
			[ 'font-size', '18px' ],
			[ 'padding', '50px 75px' ],
			[ 'border-radius', '0px' ],
			[ 'border-width', '3px' ],
			[ 'border-style', 'solid' ],
			[ 'border-color', undefined ],
			[ 'background', 'linear-gradient(135deg,#0693e3 0%,#9b51e0 100%)' ],
			[ 'color', '#fff' ],
			[ 'width', '50%' ],
			[ 'margin-top', '50px' ],
		] );
	} );

	it( 'leaves the size to the preset class when a preset size is chosen', () => {
		expect( fieldStyle( { fontSize: 'large' } )[ 0 ] ).toStrictEqual( [
			'font-size',
			undefined,
		] );
		// An earlier version's bare number is a size in pixels, not a preset.
		expect( fieldStyle( { fontSize: '20' } )[ 0 ] ).toStrictEqual( [
			'font-size',
			'20px',
		] );
	} );
} );

describe( 'subscriptionFormHtml', () => {
	it( 'is a real form posting the address, with escaped texts', () => {
		const html = subscriptionFormHtml(
			{
				subscribePlaceholder: '"><script>alert(1)</script>',
				submitButtonText: '<b>Go</b>',
				showSubscribersTotal: 'true',
			},
			{ count: 3, postId: 7, instance: 2, outcome: 'pending' }
		);
		expect( html ).toContain(
			'<form method="post" action="/tessera-subscribe" id="subscribe-blog-2"'
		);
		expect( html ).toContain( 'name="email"' );
		expect( html ).toContain( 'required' );
		expect( html ).toContain(
			'<input type="hidden" name="post_id" value="7">'
		);
		expect( html ).toContain( '&lt;b>Go&lt;/b></button>' );
		expect( html ).not.toContain( '<script>' );
		expect( html ).toContain( 'Join 3 other subscribers' );
		expect( html ).toContain( 'role="status"' );
	} );

	it( 'shows the first version’s button text, then the default', () => {
		expect(
			subscriptionFormHtml(
				{ subscribeButton: 'Sign Up' },
				{ count: 0, postId: 1, instance: 1 }
			)
		).toContain( '>Sign Up</button>' );
		expect(
			subscriptionFormHtml( {}, { count: 0, postId: 1, instance: 1 } )
		).toContain( '>Subscribe</button>' );
		expect(
			subscriptionFormHtml( {}, { count: 0, postId: 1, instance: 1 } )
		).not.toContain( 'other subscriber' );
	} );
} );
