import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { EventbriteAttributes } from '../types';

const context = { locale: 'en_US', origin: 'http://localhost:8888' };
const URL_INLINE =
	'https://www.eventbrite.com/e/harbour-cleanup-morning-tickets-804152375867';

beforeAll( () => {
	registerServiceHost(
		'https://www.eventbrite.com',
		'/stand-ins/www.eventbrite.com'
	);
} );

function attributes(
	extra: Partial< EventbriteAttributes >
): EventbriteAttributes {
	return { style: 'inline', ...extra };
}

describe( 'render', () => {
	it( 'gives the inline widget container, the event link as fallback, and the mapped widget script', () => {
		expect(
			render(
				attributes( { url: URL_INLINE, eventId: 804152375867 } ),
				'',
				context
			)
		).toBe(
			'<div class="wp-block-tessera-eventbrite is-style-inline" data-event-id="804152375867" data-style="inline" data-widget-script="http://localhost:8888/stand-ins/www.eventbrite.com/static/widgets/eb_widgets.js"><div id="eventbrite-widget-container-804152375867" class="wp-block-tessera-eventbrite__widget"><a class="wp-block-tessera-eventbrite__direct-link" href="http://localhost:8888/stand-ins/www.eventbrite.com/e/harbour-cleanup-morning-tickets-804152375867">https://www.eventbrite.com/e/harbour-cleanup-morning-tickets-804152375867</a></div></div>'
		);
	} );

	it( 'takes the event id from the address, not from a hand-edited attribute', () => {
		expect(
			render( attributes( { url: URL_INLINE, eventId: 1 } ), '', context )
		).toContain( 'data-event-id="804152375867"' );
	} );

	it( 'renders nothing without a valid event address', () => {
		for ( const url of [
			undefined,
			'',
			'javascript:alert(1)//www.eventbrite.com/e/a-1',
			'https://example.org/e/a-1',
		] ) {
			expect( render( attributes( { url } ), '', context ) ).toBe( '' );
		}
	} );

	it( 'points the modal register button at the mapped event page', () => {
		const url =
			'https://www.eventbrite.com/e/night-market-food-tour-tickets-713390210447';
		const html = render(
			attributes( { url, eventId: 713390210447, style: 'modal' } ),
			`<div class="wp-block-tessera-eventbrite"><div class="wp-block-tessera-button"><a class="wp-block-button__link" href="${ url }">Register</a></div></div>`,
			context
		);
		expect( html ).toBe(
			'<div class="wp-block-tessera-eventbrite is-style-modal" data-event-id="713390210447" data-style="modal" data-widget-script="http://localhost:8888/stand-ins/www.eventbrite.com/static/widgets/eb_widgets.js"><div class="wp-block-tessera-button"><a class="wp-block-button__link" href="http://localhost:8888/stand-ins/www.eventbrite.com/e/night-market-food-tour-tickets-713390210447">Register</a></div></div>'
		);
	} );
} );
