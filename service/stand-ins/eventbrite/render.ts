/**
 * The stand-in's pages in eventbrite.com's shapes: an event page, the checkout page the widget
 * frames, the 404 page, and the widget script (eb_widgets.js) that draws the checkout inline or
 * in a modal. Everything printed goes through htmlSpecialChars.
 */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { EventbriteEvent } from './provider';

function page( title: string, body: string ): string {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${ htmlSpecialChars( title ) }</title>
<style>
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1e0a3c; background: #fff; }
main { padding: 20px 24px; }
h1 { font-size: 1.4em; margin: 0 0 4px; }
.when { color: #6f7287; margin: 0 0 12px; }
ul { list-style: none; padding: 0; margin: 16px 0; display: grid; gap: 8px; }
li { display: flex; justify-content: space-between; border: 1px solid #dbdae3; border-radius: 4px; padding: 10px 12px; }
.register { display: inline-block; background: #d1410c; color: #fff; border-radius: 4px; padding: 10px 24px; font-weight: 600; text-decoration: none; }
</style>
</head>
<body>
${ body }
</body>
</html>
`;
}

function when( event: EventbriteEvent ): string {
	const start = new Date( `${ event.start }Z` );
	const date = start.toLocaleDateString( 'en', {
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	} );
	return `${ date }, ${ event.start.slice( 11, 16 ) }–${ event.end.slice(
		11,
		16
	) } (${ event.timezone })`;
}

function details( event: EventbriteEvent ): string {
	return `<h1>${ htmlSpecialChars(
		event.name
	) }</h1><p class="when">${ htmlSpecialChars(
		when( event )
	) }</p><p>${ htmlSpecialChars( event.venue ) }</p><p>${ htmlSpecialChars(
		event.summary
	) }</p>`;
}

function tickets( event: EventbriteEvent ): string {
	return `<ul>${ event.tickets
		.map(
			( ticket ) =>
				`<li><span>${ htmlSpecialChars(
					ticket.name
				) }</span><strong>${ htmlSpecialChars(
					ticket.price
				) }</strong></li>`
		)
		.join( '' ) }</ul>`;
}

export function renderEventPage( event: EventbriteEvent ): string {
	return page(
		`${ event.name } Tickets`,
		`<main>${ details( event ) }<h2>Tickets</h2>${ tickets(
			event
		) }<a class="register" href="#tickets">Get tickets</a></main>`
	);
}

export function renderCheckoutPage( event: EventbriteEvent ): string {
	return page(
		`Checkout: ${ event.name }`,
		`<main>${ details( event ) }<h2 id="tickets">Select tickets</h2>${ tickets(
			event
		) }<span class="register" role="button" aria-disabled="true">Register</span></main>`
	);
}

export function renderNotFoundPage(): string {
	return page(
		'Page not found',
		'<main><h1>Whoops, the page or event you are looking for was not found.</h1></main>'
	);
}

/**
 * eb_widgets.js: `EBWidgets.createWidget( { widgetType: 'checkout', eventId, iframeContainerId,
 * iframeContainerHeight, modal, modalTriggerElementId } )`. Inline, the checkout page is framed in
 * the container; as a modal, the trigger opens it framed over the page. The checkout address is
 * the stand-in's own (`checkoutBase`), as the real script's is eventbrite.com's.
 */
export function widgetScript( checkoutBase: string ): string {
	return `(function () {
	var base = ${ JSON.stringify( checkoutBase ) };
	function frame( eventId, height ) {
		var iframe = document.createElement( 'iframe' );
		iframe.src = base + '/checkout-external?eid=' + encodeURIComponent( eventId );
		iframe.title = 'Eventbrite Checkout';
		iframe.style.width = '100%';
		iframe.style.border = '0';
		iframe.style.height = ( height || 425 ) + 'px';
		return iframe;
	}
	function openModal( eventId ) {
		var overlay = document.createElement( 'div' );
		overlay.className = 'eventbrite-widget-modal';
		overlay.setAttribute( 'role', 'dialog' );
		overlay.setAttribute( 'aria-modal', 'true' );
		overlay.setAttribute( 'aria-label', 'Eventbrite Checkout' );
		overlay.style.cssText = 'position:fixed;inset:0;z-index:100000;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center';
		var box = document.createElement( 'div' );
		box.style.cssText = 'background:#fff;width:min(640px,94vw);border-radius:6px;padding:8px';
		var close = document.createElement( 'button' );
		close.type = 'button';
		close.textContent = 'Close';
		close.addEventListener( 'click', function () { overlay.remove(); } );
		box.appendChild( close );
		box.appendChild( frame( eventId, 480 ) );
		overlay.appendChild( box );
		document.body.appendChild( overlay );
		close.focus();
	}
	window.EBWidgets = {
		createWidget: function ( options ) {
			if ( ! options || options.widgetType !== 'checkout' || ! /^\\d+$/.test( String( options.eventId ) ) ) {
				return;
			}
			if ( options.modal ) {
				var trigger = document.getElementById( options.modalTriggerElementId );
				if ( trigger ) {
					trigger.addEventListener( 'click', function ( event ) {
						event.preventDefault();
						openModal( String( options.eventId ) );
					} );
				}
				return;
			}
			var container = document.getElementById( options.iframeContainerId );
			if ( container ) {
				container.textContent = '';
				container.appendChild( frame( String( options.eventId ), options.iframeContainerHeight ) );
			}
		},
	};
}());
`;
}
