import { expect, type Frame, type Page } from '@playwright/test';

/** Where the keyboard focus is, as a person would see it. */
export interface FocusStop {
	/** The element: tag, classes and accessible label, for messages. */
	name: string;
	/** The Tessera block it is in (`slideshow`), or '' outside every block. */
	block: string;
	/** Whether it shows a focus indicator: an outline or a box shadow. */
	ring: boolean;
	/** Whether it has a size and lies within the viewport. */
	onScreen: boolean;
	/** Whether it matches the selector asked about. */
	matches: boolean;
}

/**
 * The element that has the focus in the document of `page` (or of one of its frames), described.
 *
 * @param page     The page or frame.
 * @param selector A selector to say whether the element matches.
 */
export function focusStop(
	page: Page | Frame,
	selector = ':not(*)'
): Promise< FocusStop > {
	return page.evaluate( ( wanted ) => {
		// eslint-disable-next-line @wordpress/no-global-active-element -- a page script starts from the document.
		const element = document.activeElement as HTMLElement | null;
		if ( ! element || element === document.body ) {
			return {
				name: 'body',
				block: '',
				ring: false,
				onScreen: false,
				matches: !! element?.matches( wanted ),
			};
		}
		const style = getComputedStyle( element );
		const box = element.getBoundingClientRect();
		const wrapper = element.closest( '[class*="wp-block-tessera-"]' );
		const block =
			/\bwp-block-tessera-([a-z-]+)/.exec(
				wrapper?.className ?? ''
			)?.[ 1 ] ?? '';
		const label =
			element.getAttribute( 'aria-label' ) ??
			element.textContent?.trim().slice( 0, 30 ) ??
			'';
		return {
			name: `${ element.tagName.toLowerCase() }.${ [ ...element.classList ].join( '.' ) } "${ label }"`,
			block,
			// A media element's own controls draw their focus inside the browser's shadow tree.
			ring:
				( element instanceof HTMLMediaElement && element.controls ) ||
				( style.outlineStyle !== 'none' &&
					parseFloat( style.outlineWidth ) > 0 ) ||
				style.boxShadow !== 'none',
			onScreen:
				box.width > 0 &&
				box.height > 0 &&
				box.bottom > 0 &&
				box.right > 0 &&
				box.top < window.innerHeight &&
				box.left < window.innerWidth,
			matches: element.matches( wanted ),
		};
	}, selector );
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element matches `selector`, as a
 * person looks for a control (no press when it already does); fails after `limit` presses.
 * Every stop inside a Tessera block on the way must show its focus on screen.
 *
 * @param page              The page.
 * @param selector          What to stop on.
 * @param options           How to go.
 * @param options.backwards With Shift+Tab.
 * @param options.limit     How many presses at most.
 * @param options.frame     The frame whose focus to follow (the editor's canvas), else the page's.
 * @return The stops passed on the way, the last one the match.
 */
export async function tabTo(
	page: Page,
	selector: string,
	{
		backwards = false,
		limit = 40,
		frame,
	}: { backwards?: boolean; limit?: number; frame?: Frame } = {}
): Promise< FocusStop[] > {
	const doc = frame ?? page;
	const stops: FocusStop[] = [];
	if ( ( await focusStop( doc, selector ) ).matches ) {
		return stops;
	}
	for ( let press = 0; press < limit; press++ ) {
		await page.keyboard.press( backwards ? 'Shift+Tab' : 'Tab' );
		const stop = await focusStop( doc, selector );
		stops.push( stop );
		if ( stop.block ) {
			// The browser scrolls a focused element into view, which a busy machine ends later.
			await expect
				.poll( () => focusStop( doc, selector ), {
					message: `the focus shows on screen (${ stop.name })`,
				} )
				.toMatchObject( { ring: true, onScreen: true } );
		}
		if ( stop.matches ) {
			return stops;
		}
	}
	throw new Error(
		`${ selector } never got the focus in ${ limit } presses:\n${ stops
			.map( ( stop ) => stop.name )
			.join( '\n' ) }`
	);
}

/** Presses Tab until the focus has left the block `block`; the stops passed, the last outside it. */
export async function tabOutOf( page: Page, block: string, limit = 40 ) {
	return tabTo( page, `:not(.wp-block-tessera-${ block } *)`, { limit } );
}
