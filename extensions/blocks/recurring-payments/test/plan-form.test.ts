import {
	addPlanReducer,
	draftError,
	draftPrice,
	EMPTY_DRAFT,
	usableProducts,
	type AddPlanState,
} from '../plan-form';

const draft = ( changes = {} ) => ( {
	...EMPTY_DRAFT,
	title: 'Gold',
	price: '5',
	...changes,
} );

describe( 'the add-plan form', () => {
	it( 'starts in USD, monthly, empty', () => {
		expect( EMPTY_DRAFT ).toStrictEqual( {
			currency: 'USD',
			price: '',
			title: '',
			interval: '1 month',
		} );
	} );

	it.each( [
		[ { price: '0.50' }, null ],
		[
			{ price: '0.49' },
			{ field: 'price', message: 'Minimum allowed price is $0.50.' },
		],
		[
			{ price: '' },
			{ field: 'price', message: 'Minimum allowed price is $0.50.' },
		],
		[
			{ price: '5.001' },
			{ field: 'price', message: 'Minimum allowed price is $0.50.' },
		],
		[
			{ price: 'x5' },
			{ field: 'price', message: 'Minimum allowed price is $0.50.' },
		],
		[
			{ price: '5x' },
			{ field: 'price', message: 'Minimum allowed price is $0.50.' },
		],
		[ { currency: 'JPY', price: '50' }, null ],
		[
			{ currency: 'JPY', price: '49' },
			{ field: 'price', message: 'Minimum allowed price is ¥50.' },
		],
		[
			{ currency: 'JPY', price: '50.5' },
			{ field: 'price', message: 'Minimum allowed price is ¥50.' },
		],
		[
			{ currency: 'THB' },
			{ field: 'currency', message: 'This currency is not supported.' },
		],
		[
			{ title: '   ' },
			{ field: 'title', message: 'Please describe your payment plan.' },
		],
	] )( '%j gives %j', ( changes, expected ) => {
		expect( draftError( draft( changes ) ) ).toStrictEqual( expected );
	} );

	it( 'reads the price as a number', () => {
		expect( draftPrice( draft( { price: '1,234.50' } ) ) ).toBe( 1234.5 );
	} );

	it( 'moves idle → form → saving → idle, or back to the form with the error', () => {
		let state: AddPlanState = { step: 0 };
		state = addPlanReducer( state, { type: 'save' } );
		expect( state ).toStrictEqual( { step: 0 } );
		state = addPlanReducer( state, { type: 'open' } );
		expect( state ).toStrictEqual( { step: 1 } );
		state = addPlanReducer( state, { type: 'save' } );
		expect( state ).toStrictEqual( { step: 2 } );
		expect( addPlanReducer( state, { type: 'cancel' } ) ).toStrictEqual( {
			step: 2,
		} );
		expect( addPlanReducer( state, { type: 'saved' } ) ).toStrictEqual( {
			step: 0,
		} );
		state = addPlanReducer( state, { type: 'failed', error: 'Nope.' } );
		expect( state ).toStrictEqual( { step: 1, error: 'Nope.' } );
		expect( addPlanReducer( state, { type: 'cancel' } ) ).toStrictEqual( {
			step: 0,
		} );
		expect(
			addPlanReducer( { step: 1 }, { type: 'failed', error: 'x' } )
		).toStrictEqual( { step: 1 } );
	} );
} );

describe( 'usableProducts', () => {
	it( 'leaves out donation products and plans under their currency’s minimum', () => {
		const products = [
			{
				id: 1,
				title: 'A',
				interval: '1 month',
				price: 0.49,
				currency: 'USD',
			},
			{
				id: 2,
				title: 'B',
				interval: '1 month',
				price: 0.5,
				currency: 'USD',
			},
			{
				id: 3,
				title: 'C',
				interval: '1 year',
				price: 49,
				currency: 'JPY',
			},
			{
				id: 4,
				title: 'D',
				interval: 'one-time',
				price: 50,
				currency: 'JPY',
			},
		];
		expect( usableProducts( products ).map( ( p ) => p.id ) ).toStrictEqual(
			[ 2, 4 ]
		);
	} );
} );

describe( 'statusErrorMessage', () => {
	it( 'finds the first message in the errors the status carries', () => {
		const { statusErrorMessage } = jest.requireActual( '../use-plans' );
		expect( [
			statusErrorMessage( 'Stripe is down.' ),
			statusErrorMessage( { stripe: [ '', 'Account disabled.' ] } ),
			statusErrorMessage( { code: 5 } ),
			statusErrorMessage( null ),
		] ).toStrictEqual( [ 'Stripe is down.', 'Account disabled.', '', '' ] );
	} );
} );
