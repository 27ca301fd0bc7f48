/**
 * The inline widget's height follows the scheduling page's: the page posts its height to the
 * window that frames it (Calendly's `calendly.page_height` message, which its own widget script
 * uses to resize inline embeds), and the frame takes it, within sane bounds. Until a message
 * comes the frame keeps its first height.
 */
export const PAGE_HEIGHT_EVENT = 'calendly.page_height';
export const MIN_FRAME_HEIGHT = 320;
export const MAX_FRAME_HEIGHT = 2000;

const PIXELS = /^(\d{1,5}(?:\.\d+)?)px$/;

/**
 * The frame height a message asks for, in whole pixels, or undefined when it is not a page
 * height message.
 *
 * @param data A message's data.
 */
export function pageHeightOf( data: unknown ): number | undefined {
	if ( ! data || typeof data !== 'object' ) {
		return undefined;
	}
	const { event, payload } = data as { event?: unknown; payload?: unknown };
	if (
		event !== PAGE_HEIGHT_EVENT ||
		! payload ||
		typeof payload !== 'object'
	) {
		return undefined;
	}
	const height = ( payload as { height?: unknown } ).height;
	const match = typeof height === 'string' ? PIXELS.exec( height ) : null;
	if ( ! match ) {
		return undefined;
	}
	return Math.min(
		MAX_FRAME_HEIGHT,
		Math.max( MIN_FRAME_HEIGHT, Math.ceil( Number( match[ 1 ] ) ) )
	);
}

/**
 * Sizes `iframe` from the page height messages of the page inside it (only that frame's
 * messages count). Returns the function that stops it.
 *
 * @param iframe The inline widget's frame.
 */
export function followPageHeight( iframe: HTMLIFrameElement ): () => void {
	const view = iframe.ownerDocument.defaultView;
	if ( ! view ) {
		return () => undefined;
	}
	const onMessage = ( message: MessageEvent ) => {
		if ( message.source !== iframe.contentWindow ) {
			return;
		}
		const height = pageHeightOf( message.data );
		if ( height !== undefined ) {
			iframe.style.height = `${ height }px`;
		}
	};
	view.addEventListener( 'message', onMessage );
	return () => view.removeEventListener( 'message', onMessage );
}
