/**
 * The globals the editor page defines, as the e2e tests read them inside `page.evaluate`.
 * `wp` is WordPress's package namespace; the tests call into it the way a plugin author would,
 * so it is typed loosely on purpose.
 */
interface Window {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	wp: any;
	__tesseraXss?: string;
}
