import v1 from '../deprecated/v1';
import v2 from '../deprecated/v2';

describe( 'deprecations', () => {
	it( 'moves the first version’s button text into submitButtonText', () => {
		expect(
			v1.migrate!(
				{
					subscribeButton: 'Sign Up',
					subscribePlaceholder: 'Enter your email address',
					showSubscribersTotal: false,
				},
				[]
			)
		).toStrictEqual( {
			submitButtonText: 'Sign Up',
			subscribePlaceholder: 'Enter your email address',
			showSubscribersTotal: false,
		} );
	} );

	it( 'writes a numeric font size as px and keeps the older wording', () => {
		expect(
			v2.migrate!(
				{ fontSize: 18, submitButtonText: 'Sign Up', borderRadius: 4 },
				[]
			)
		).toStrictEqual( {
			submitButtonText: 'Sign Up',
			borderRadius: 4,
			customFontSize: '18px',
		} );
		expect(
			v2.migrate!( { customFontSize: 22, fontSize: 18 }, [] )
		).toStrictEqual( {
			customFontSize: '22px',
		} );
		expect( v2.isEligible!( { fontSize: 18 }, [] ) ).toBe( true );
		expect( v2.isEligible!( { customFontSize: '18px' }, [] ) ).toBe(
			false
		);
	} );
} );
