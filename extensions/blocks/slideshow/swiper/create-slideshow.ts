/**
 * The carousel library: one chunk, loaded the first time a slideshow shows, which adds the
 * library's stylesheets to the document the slideshow is in (the page, or the editor's canvas).
 */
import Swiper from 'swiper';
import {
	A11y,
	Autoplay,
	EffectFade,
	Navigation,
	Pagination,
} from 'swiper/modules';
import carouselStyles from './carousel.scss?url';
import { addStylesheet } from '../../../../shared/view-loading/stylesheet';
import type { SlideshowEffect } from '../types';

export interface SlideshowOptions {
	effect: SlideshowEffect;
	/** Milliseconds between slides, or null for no autoplay. */
	autoplayDelay: number | null;
	prev: HTMLElement;
	next: HTMLElement;
	pagination: HTMLElement;
	labels: { prev: string; next: string; slide: string };
}

export function createSlideshow(
	container: HTMLElement,
	options: SlideshowOptions
): Swiper {
	addStylesheet( container.ownerDocument, carouselStyles );
	return new Swiper( container, {
		modules: [ A11y, Autoplay, EffectFade, Navigation, Pagination ],
		loop: container.querySelectorAll( '.swiper-slide' ).length > 1,
		effect: options.effect,
		fadeEffect: { crossFade: true },
		autoHeight: false,
		navigation: { prevEl: options.prev, nextEl: options.next },
		pagination: {
			el: options.pagination,
			clickable: true,
			type: 'bullets',
		},
		a11y: {
			// The slides are the items of a list: they keep that role.
			slideRole: 'listitem',
			prevSlideMessage: options.labels.prev,
			nextSlideMessage: options.labels.next,
			paginationBulletMessage: options.labels.slide,
		},
		autoplay:
			options.autoplayDelay === null
				? false
				: { delay: options.autoplayDelay, disableOnInteraction: false },
	} );
}
