/**
 * The event-ticket embed on the visitor page: loads the widget script once and asks it for each
 * block's checkout, inline in its container or as a modal opened by its register button. Only
 * the provider's widget script is loaded (or its stand-in on this site), never an address from
 * the post.
 */
import { trustedScriptUrl } from '../../../shared/embed/trusted-script';

const WIDGET_PATH = '/static/widgets/eb_widgets.js';

interface Widgets {
	createWidget: ( options: Record< string, unknown > ) => void;
}

declare global {
	interface Window {
		EBWidgets?: Widgets;
	}
}

let loading: Promise< Widgets > | undefined;

function loadWidgets( src: string ): Promise< Widgets > {
	loading ??= new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.onload = () =>
			window.EBWidgets
				? resolve( window.EBWidgets )
				: reject( new Error( 'No widget' ) );
		script.onerror = reject;
		document.head.appendChild( script );
	} );
	return loading;
}

function start( block: HTMLElement, widgets: Widgets ) {
	const eventId = block.dataset.eventId ?? '';
	if ( ! /^\d+$/.test( eventId ) ) {
		return;
	}
	if ( block.dataset.style === 'modal' ) {
		const trigger = block.querySelector< HTMLElement >( 'a' );
		if ( ! trigger ) {
			return;
		}
		trigger.id = `eventbrite-widget-modal-trigger-${ eventId }`;
		widgets.createWidget( {
			widgetType: 'checkout',
			eventId,
			modal: true,
			modalTriggerElementId: trigger.id,
		} );
		return;
	}
	widgets.createWidget( {
		widgetType: 'checkout',
		eventId,
		iframeContainerId: `eventbrite-widget-container-${ eventId }`,
		iframeContainerHeight: 425,
	} );
}

for ( const block of document.querySelectorAll< HTMLElement >(
	'.wp-block-tessera-eventbrite[data-event-id]'
) ) {
	const src = trustedScriptUrl(
		block.dataset.widgetScript,
		'https://www.eventbrite.com',
		WIDGET_PATH
	);
	if ( src ) {
		loadWidgets( src ).then(
			( widgets ) => start( block, widgets ),
			() => undefined
		);
	}
}

export {};
