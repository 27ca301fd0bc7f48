/** Whether the browser asks for reduced motion, in which case slides never move by themselves. */
export function prefersReducedMotion( view: Window = window ): boolean {
	return !! view.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
}
