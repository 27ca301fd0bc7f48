/**
 * How close to the viewport a block's heavy part starts to load: far enough ahead that it is
 * ready when the visitor scrolls to it, near enough that a block far down the page costs nothing
 * on a visit that never gets there.
 */
export const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * Calls `load` once, when `element` comes within NEAR_VIEWPORT_MARGIN of the viewport (at once
 * when it already is, or when the browser has no IntersectionObserver).
 *
 * @param element The block's wrapper.
 * @param load    What to load and start.
 */
export function whenNearViewport( element: Element, load: () => void ): void {
	const view = element.ownerDocument.defaultView;
	if ( ! view || typeof view.IntersectionObserver !== 'function' ) {
		load();
		return;
	}
	const observer = new view.IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				load();
			}
		},
		{ rootMargin: NEAR_VIEWPORT_MARGIN }
	);
	observer.observe( element );
}
