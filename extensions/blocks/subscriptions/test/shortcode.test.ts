import {
	attributesFromShortcode,
	camelCase,
	decodeValue,
	encodeValue,
	shortcodeFor,
	snakeCase,
} from '../shortcode';

describe( 'shortcode options', () => {
	it( 'names options in snake_case and back', () => {
		expect( snakeCase( 'customButtonBackgroundColor' ) ).toBe(
			'custom_button_background_color'
		);
		expect( camelCase( 'custom_button_background_color' ) ).toBe(
			'customButtonBackgroundColor'
		);
		expect( snakeCase( 'spacing' ) ).toBe( 'spacing' );
	} );

	it( 'writes the attributes in the given order, without empty ones', () => {
		expect(
			shortcodeFor(
				{
					submitButtonText: 'Go',
					subscribePlaceholder: '',
					showSubscribersTotal: true,
					borderRadius: 0,
					buttonWidth: undefined,
				},
				[
					'subscribePlaceholder',
					'showSubscribersTotal',
					'buttonWidth',
					'submitButtonText',
					'borderRadius',
				]
			)
		).toBe(
			'[tessera_subscription_form show_subscribers_total="true" submit_button_text="Go" border_radius="0"]'
		);
	} );

	it( 'takes the default of an attribute the block does not hold, never of an emptied one', () => {
		expect(
			shortcodeFor(
				{ customFontSize: undefined, submitButtonText: '', padding: 9 },
				[ 'customFontSize', 'submitButtonText', 'padding', 'spacing' ],
				{
					customFontSize: '16px',
					submitButtonText: 'Subscribe',
					padding: 15,
					spacing: 10,
				}
			)
		).toBe(
			'[tessera_subscription_form custom_font_size="16px" padding="9" spacing="10"]'
		);
	} );

	it( 'keeps quotes, brackets, markup and line breaks from breaking out of a value', () => {
		const hostile = 'a"] [b <script>x</script> &amp;\nc';
		const encoded = encodeValue( hostile );
		expect( encoded ).toBe(
			'a&quot;&#93; &#91;b &lt;script&gt;x&lt;/script&gt; &amp;amp; c'
		);
		expect( encoded ).not.toMatch( /["[\]<>]/ );
		expect( decodeValue( encoded ) ).toBe(
			'a"] [b <script>x</script> &amp; c'
		);
	} );

	it( 'reads known options back as attributes and drops the rest', () => {
		expect(
			attributesFromShortcode(
				{
					submit_button_text: 'Join &quot;now&quot;',
					border_radius: '5',
					onclick: 'alert(1)',
					'0': 'stray',
				},
				[ 'submitButtonText', 'borderRadius' ]
			)
		).toStrictEqual( {
			submitButtonText: 'Join "now"',
			borderRadius: '5',
		} );
	} );
} );
