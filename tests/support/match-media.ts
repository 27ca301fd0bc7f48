/** jsdom has no media queries: gives it a matchMedia whose queries never match. */
export function stubMatchMedia(): void {
	window.matchMedia ??= ( query: string ) =>
		( {
			matches: false,
			media: query,
			onchange: null,
			addListener() {},
			removeListener() {},
			addEventListener() {},
			removeEventListener() {},
			dispatchEvent: () => false,
		} ) as MediaQueryList;
}
