import { mountCompareSlider } from '../slider';

const BEFORE = '<img class="wp-block-tessera-image-compare__before" alt="a">';
const AFTER = '<img class="wp-block-tessera-image-compare__after" alt="b">';

function pair( orientation = 'horizontal', images = BEFORE + AFTER ) {
	document.body.innerHTML = `<div class="wp-block-tessera-image-compare__pair" data-orientation="${ orientation }">${ images }</div>`;
	return document.querySelector( 'div' ) as HTMLElement;
}

const key = ( target: Element, name: string ) =>
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: name,
			bubbles: true,
			cancelable: true,
		} )
	);

describe( 'mountCompareSlider', () => {
	it( 'adds a labelled slider at 50 % that moves with the keyboard', () => {
		const element = pair();
		mountCompareSlider( element );
		const handle = element.querySelector(
			'[role="slider"]'
		) as HTMLElement;
		const state = () => [
			handle.getAttribute( 'aria-valuenow' ),
			handle.getAttribute( 'aria-valuetext' ),
			element.style.getPropertyValue( '--tessera-compare-position' ),
		];
		expect( [
			handle.getAttribute( 'aria-label' ),
			handle.getAttribute( 'aria-orientation' ),
			handle.getAttribute( 'aria-valuemin' ),
			handle.getAttribute( 'aria-valuemax' ),
			handle.tabIndex,
			...state(),
		] ).toStrictEqual( [
			'Image comparison slider',
			'horizontal',
			'0',
			'100',
			0,
			'50',
			'50% of the image before',
			'50%',
		] );
		key( handle, 'ArrowRight' );
		key( handle, 'ArrowRight' );
		expect( state() ).toStrictEqual( [
			'52',
			'52% of the image before',
			'52%',
		] );
		key( handle, 'Enter' );
		expect( state()[ 0 ] ).toBe( '10' );
		key( handle, ' ' );
		expect( state()[ 0 ] ).toBe( '90' );
		key( handle, 'ArrowDown' );
		expect( state()[ 0 ] ).toBe( '89' );
	} );

	it( 'reads the orientation, and leaves no trace once removed', () => {
		const element = pair( 'vertical' );
		const before = element.outerHTML;
		const unmount = mountCompareSlider( element );
		expect(
			element
				.querySelector( '[role="slider"]' )
				?.getAttribute( 'aria-orientation' )
		).toBe( 'vertical' );
		unmount();
		expect( element.outerHTML ).toBe( before );
	} );

	it( 'leaves a pair with one image as it is: nothing to compare, and the image stays in sight', () => {
		for ( const images of [ BEFORE, AFTER, '' ] ) {
			const element = pair( 'horizontal', images );
			const before = element.outerHTML;
			mountCompareSlider( element )();
			mountCompareSlider( element );
			expect( element.outerHTML ).toBe( before );
		}
	} );
} );
