import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { SlideshowAttributes } from '../types';

beforeAll( () => {
	registerServiceHost( 'https://i0.wp.com', '/stand-ins/i0.wp.com' );
} );

it( "loads the slides from where the site serves the resizing service's addresses", () => {
	expect(
		render(
			{
				align: 'full',
				autoplay: false,
				delay: 3,
				ids: [],
				images: [
					{
						url: 'https://example.org/up/lake.jpg',
						alt: 'Lake',
						width: 900,
						height: 600,
					},
				],
				effect: 'slide',
			} as SlideshowAttributes,
			'',
			{ locale: 'en_US' }
		)
	).toBe(
		'<div data-autoplay="false" data-delay="3" data-effect="slide" class="wp-block-tessera-slideshow alignfull"><div class="wp-block-tessera-slideshow__container swiper"><ul class="wp-block-tessera-slideshow__list swiper-wrapper"><li class="wp-block-tessera-slideshow__slide swiper-slide"><figure><img alt="Lake" class="wp-block-tessera-slideshow__image" src="/stand-ins/i0.wp.com/example.org/up/lake.jpg?w=900&amp;ssl=1" srcset="/stand-ins/i0.wp.com/example.org/up/lake.jpg?w=600&amp;ssl=1 600w, /stand-ins/i0.wp.com/example.org/up/lake.jpg?w=900&amp;ssl=1 900w" sizes="100vw"/></figure></li></ul></div></div>'
	);
} );
