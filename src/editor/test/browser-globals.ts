/**
 * What jsdom lacks and the editor packages touch when they load: text codecs (core-data's
 * sync) and matchMedia (the viewport store). Import before the packages.
 */
import { TextDecoder, TextEncoder } from 'util';

const globals = globalThis as Record< string, unknown >;
globals.TextEncoder ??= TextEncoder;
globals.TextDecoder ??= TextDecoder;
window.matchMedia ??= ( query: string ) =>
	( {
		matches: false,
		media: query,
		onchange: null,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
		addListener: () => undefined,
		removeListener: () => undefined,
		dispatchEvent: () => false,
	} ) as MediaQueryList;
