import { registerAllBlocks } from '../../../../tests/fixtures/register-blocks';
import { rawHandler } from '@wordpress/blocks';
import { productIdFromShortcode, shortcodeText } from '../shortcode';

beforeAll( () => {
	registerAllBlocks();
} );

describe( 'the [simple-payment] shortcode', () => {
	it.each( [
		'[simple-payment id="12"]',
		'[simple-payment id=12]',
		"[simple-payment id='12']",
	] )(
		'%s on its own line becomes the block with its product',
		( shortcode ) => {
			const blocks = rawHandler( { HTML: `<p>${ shortcode }</p>` } );
			expect(
				blocks.map( ( block ) => [
					block.name,
					block.attributes.productId,
				] )
			).toStrictEqual( [ [ 'tessera/simple-payments', 12 ] ] );
		}
	);

	it( 'keeps the text around it', () => {
		const blocks = rawHandler( {
			HTML: '<p>Our mug:</p><p>[simple-payment id="7"]</p><p>Ships in a week.</p>',
		} );
		expect( blocks.map( ( block ) => block.name ) ).toStrictEqual( [
			'core/paragraph',
			'tessera/simple-payments',
			'core/paragraph',
		] );
	} );

	it( 'leaves a shortcode without a usable id alone', () => {
		const blocks = rawHandler( {
			HTML: '<p>[simple-payment id="x12"]</p>',
		} );
		expect(
			blocks.some( ( block ) => block.name === 'tessera/simple-payments' )
		).toBe( false );
	} );

	it.each( [
		[ '12', 12 ],
		[ ' 12 ', 12 ],
		[ '1', 1 ],
		[ '0', undefined ],
		[ '012', undefined ],
		[ '-3', undefined ],
		[ '12x', undefined ],
		[ 'x12', undefined ],
		[ '1.5', undefined ],
		[ '9999999999999999', undefined ],
		[ '999999999999999', 999999999999999 ],
		[ undefined, undefined ],
	] )( 'reads the id %j as %j', ( id, expected ) => {
		expect( productIdFromShortcode( id ) ).toBe( expected );
	} );

	it( 'is written back with the id quoted', () => {
		expect( shortcodeText( 31 ) ).toBe( '[simple-payment id="31"]' );
	} );
} );
