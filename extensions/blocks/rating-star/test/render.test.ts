import { render } from '../render';
import type { RatingStarAttributes } from '../types';

const context = { locale: 'en_US' };
const defaults: RatingStarAttributes = {
	rating: 1,
	maxRating: 5,
	align: 'left',
};

function renderToDom(
	attributes: Partial< RatingStarAttributes > | Record< string, unknown >
) {
	const host = document.createElement( 'div' );
	host.innerHTML = render(
		{ ...defaults, ...attributes } as RatingStarAttributes,
		'',
		context
	);
	return host.firstElementChild as HTMLElement;
}

function fills( block: HTMLElement ): string[] {
	return Array.from( block.querySelectorAll( 'svg' ) ).map(
		( svg ) => svg.getAttribute( 'class' )?.replace( /.*is-/, '' ) ?? ''
	);
}

describe( 'rating-star render', () => {
	it( 'draws maxRating stars, filled, half and empty, with a text alternative', () => {
		const block = renderToDom( { rating: 3.5, maxRating: 5 } );
		expect( block ).toHaveClass( 'wp-block-tessera-rating-star' );
		expect( fills( block ) ).toEqual( [
			'full',
			'full',
			'full',
			'half',
			'empty',
		] );
		expect(
			block.querySelector( '.wp-block-tessera-rating-star__label' )
		).toHaveTextContent( 'Rating: 3.5 out of 5' );
		for ( const svg of Array.from( block.querySelectorAll( 'svg' ) ) ) {
			expect( svg ).toHaveAttribute( 'aria-hidden', 'true' );
		}
	} );

	it( 'paints a half star with one half filled and the other faded', () => {
		const half = renderToDom( { rating: 0.5, maxRating: 2 } ).querySelector(
			'svg'
		)!;
		expect( half.querySelector( '.is-left-half' ) ).not.toHaveAttribute(
			'fill-opacity'
		);
		expect( half.querySelector( '.is-right-half' ) ).toHaveAttribute(
			'fill-opacity',
			'0.3'
		);
		expect( half.querySelector( '.is-outline' ) ).toBeNull();
	} );

	it( 'draws outlines and leaves empty halves unfilled in the outlined style', () => {
		const block = renderToDom( {
			rating: 1,
			maxRating: 2,
			className: 'is-style-outlined',
		} );
		expect( block ).toHaveClass( 'is-style-outlined' );
		const empty = block.querySelectorAll( 'svg' )[ 1 ];
		expect( empty.querySelector( '.is-outline' ) ).toHaveAttribute(
			'stroke',
			'currentColor'
		);
		expect( empty.querySelector( '.is-left-half' ) ).toHaveAttribute(
			'fill',
			'none'
		);
	} );

	it( 'applies a valid colour and the alignment', () => {
		const block = renderToDom( { color: '#ffb900', align: 'center' } );
		expect( block.style.color ).toBe( 'rgb(255, 185, 0)' );
		expect( block.style.textAlign ).toBe( 'center' );
	} );

	it.each( [
		'red;background:url(javascript:alert(1))',
		'"><script>alert(1)</script>',
		'expression(alert(1))',
		'var(--x)',
		'#ffb900" onmouseover="alert(1)',
	] )( 'refuses the hostile colour %p', ( color ) => {
		const html = render( { ...defaults, color }, '', context );
		expect( html ).not.toMatch(
			/script|javascript|expression|onmouseover|url\(|var\(/i
		);
		const host = document.createElement( 'div' );
		host.innerHTML = html;
		expect( ( host.firstElementChild as HTMLElement ).style.color ).toBe(
			''
		);
		expect( host.querySelectorAll( 'script' ) ).toHaveLength( 0 );
	} );

	it( 'keeps only well-formed class names and refuses unknown alignments', () => {
		const block = renderToDom( {
			className: 'fine "><img src=x onerror=alert(1)> is-style-outlined',
			align: 'left;position:fixed',
		} );
		expect( block.className ).toBe(
			'wp-block-tessera-rating-star fine is-style-outlined'
		);
		expect( block.querySelector( 'img' ) ).toBeNull();
		expect( block.style.textAlign ).toBe( 'left' );
		expect( block.style.position ).toBe( '' );
	} );

	it.each( [
		[ { rating: 12, maxRating: 5 }, 5, 'Rating: 5 out of 5' ],
		[ { rating: -3, maxRating: 5 }, 5, 'Rating: 0 out of 5' ],
		[ { rating: 2, maxRating: 40 }, 10, 'Rating: 2 out of 10' ],
		[ { rating: 1, maxRating: 1 }, 2, 'Rating: 1 out of 2' ],
		[ { rating: '<b>', maxRating: 'x' }, 5, 'Rating: 1 out of 5' ],
	] )( 'keeps %p within bounds', ( attributes, stars, label ) => {
		const block = renderToDom( attributes );
		expect( block.querySelectorAll( 'svg' ) ).toHaveLength( stars );
		expect( block ).toHaveTextContent( label );
	} );

	it( 'never uses the saved content', () => {
		const html = render( defaults, '<script>alert(1)</script>', context );
		expect( html ).not.toContain( 'script' );
	} );

	it( 'formats numbers for the site locale', () => {
		const html = render( { ...defaults, rating: 2.5 }, '', {
			locale: 'fr_FR',
		} );
		expect( html ).toContain( '2,5' );
	} );

	it( 'makes each locale’s number format once, and keeps each locale’s own', () => {
		const made = jest.spyOn( Intl, 'NumberFormat' );
		const label = ( locale: string ) =>
			/__label">([^<]*)</.exec(
				render( { ...defaults, rating: 3.5 }, '', { locale } )
			)?.[ 1 ];
		const labels = [ 'de_DE', 'en_GB', 'de_DE', 'en_GB' ].map( label );
		expect( labels ).toStrictEqual( [
			expect.stringContaining( '3,5' ),
			expect.stringContaining( '3.5' ),
			expect.stringContaining( '3,5' ),
			expect.stringContaining( '3.5' ),
		] );
		expect( made ).toHaveBeenCalledTimes( 2 );
		made.mockRestore();
	} );
} );
