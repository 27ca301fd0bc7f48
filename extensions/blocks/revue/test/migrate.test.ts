import { getBlockType, registerBlockType } from '@wordpress/blocks';
import type { BlockModule } from '../../../../shared/loader/types';
import v1, { migrateButton } from '../deprecated/v1';

beforeAll( () => {
	const button = require( '../../button' ) as BlockModule;
	if ( ! getBlockType( button.name ) ) {
		registerBlockType( button.metadata as never, button.settings as never );
	}
} );

const LOCKED = {
	element: 'button',
	uniqueId: 'revue-widget-id',
	lock: { remove: true, move: true },
};

describe( 'the first version’s button', () => {
	it( 'moves every button attribute into the inner button', () => {
		expect(
			migrateButton( {
				text: 'Sign me up',
				textButtonColor: 'paper',
				customTextButtonColor: '#fefefe',
				backgroundButtonColor: 'moss',
				customBackgroundButtonColor: '#3f7d3a',
				gradient: 'blush',
				customGradient: 'linear-gradient(90deg,#000 0%,#fff 100%)',
				borderRadius: 12,
				revueUsername: 'riverastudio',
			} )
		).toStrictEqual( {
			...LOCKED,
			text: 'Sign me up',
			textColor: 'paper',
			customTextColor: '#fefefe',
			backgroundColor: 'moss',
			customBackgroundColor: '#3f7d3a',
			gradient: 'blush',
			customGradient: 'linear-gradient(90deg,#000 0%,#fff 100%)',
			borderRadius: 12,
		} );
	} );

	it( 'keeps the default text when the first version had none or an empty one', () => {
		expect( migrateButton( { text: '', borderRadius: 0 } ) ).toStrictEqual(
			{ ...LOCKED, text: 'Subscribe', borderRadius: 0 }
		);
		expect( migrateButton( {} ) ).toStrictEqual( {
			...LOCKED,
			text: 'Subscribe',
		} );
	} );

	it( 'leaves the form’s own attributes on the block', () => {
		const [ attributes, innerBlocks ] = v1.migrate!(
			{
				revueUsername: 'riverastudio',
				emailLabel: 'Your e-mail',
				firstNameShow: false,
				text: 'Join',
				gradient: 'blush',
			},
			[]
		) as [
			Record< string, unknown >,
			Array< { name: string; attributes: Record< string, unknown > } >,
		];
		expect( attributes ).toStrictEqual( {
			revueUsername: 'riverastudio',
			emailLabel: 'Your e-mail',
			firstNameShow: false,
		} );
		expect( innerBlocks.map( ( block ) => block.name ) ).toStrictEqual( [
			'tessera/button',
		] );
		expect( innerBlocks[ 0 ].attributes ).toMatchObject( {
			text: 'Join',
			gradient: 'blush',
		} );
	} );
} );
