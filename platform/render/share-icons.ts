/** The services a post can be shared to. */
export type ShareService = 'email' | 'x' | 'facebook' | 'linkedin';

/**
 * A small mark for each sharing service, drawn on a 24-unit grid and hidden from assistive
 * technology: the link's accessible name already says what it does.
 */
const PATHS: Record< ShareService, string > = {
	// An envelope.
	email: 'M3 6h18v12H3z M3 6l9 7 9-7',
	// Two crossing strokes.
	x: 'M5 4l14 16 M19 4L5 20',
	// A lower-case f.
	facebook: 'M14 21V11h3 M10 11h7 M14 21V8a3 3 0 0 1 3-3h1',
	// The letters i and n.
	linkedin: 'M6 10v9 M6 6v.5 M10 19v-9 M10 13a3 3 0 0 1 6 0v6',
};

export function shareIcon( service: ShareService ): string {
	return `<svg class="tessera-sharing__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="${ PATHS[ service ] }" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
