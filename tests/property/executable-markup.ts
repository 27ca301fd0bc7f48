/**
 * What in a piece of HTML would run script on the page that shows it, found by parsing it as a
 * browser does (jsdom, on parse5): `<script>` elements, `on*` event attributes, `javascript:`
 * addresses in attributes a browser follows or loads, `<iframe srcdoc>` and a refresh `<meta>`.
 * Each finding is a short label (`script`, `on:img.onerror`, `javascript-url:a.href`), so two
 * outputs can be compared.
 */
const URL_ATTRIBUTES = new Set( [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
	'background',
] );

/** A browser ignores ASCII whitespace and control characters around and inside a scheme. */
function isScriptUrl( value: string ): boolean {
	const compact = value.replace( /[\u0000-\u0020]/g, '' ).toLowerCase();
	return /^(?:javascript|vbscript):/.test( compact );
}

function elementFindings( element: Element ): string[] {
	const name = element.localName;
	const findings: string[] = [];
	if ( name === 'script' ) {
		findings.push( 'script' );
	}
	if ( name === 'iframe' && element.hasAttribute( 'srcdoc' ) ) {
		findings.push( 'iframe-srcdoc' );
	}
	if (
		name === 'meta' &&
		element.getAttribute( 'http-equiv' )?.toLowerCase() === 'refresh'
	) {
		findings.push( 'meta-refresh' );
	}
	for ( const attribute of Array.from( element.attributes ) ) {
		const attributeName = attribute.name.toLowerCase();
		if ( attributeName.startsWith( 'on' ) ) {
			findings.push( `on:${ name }.${ attributeName }` );
		}
		if (
			URL_ATTRIBUTES.has( attributeName ) &&
			isScriptUrl( attribute.value )
		) {
			findings.push( `javascript-url:${ name }.${ attributeName }` );
		}
	}
	return findings;
}

function findingsIn( root: ParentNode ): string[] {
	return Array.from( root.querySelectorAll( '*' ) ).flatMap( ( element ) => [
		...elementFindings( element ),
		...( element instanceof HTMLTemplateElement
			? findingsIn( element.content )
			: [] ),
	] );
}

export function executableMarkup( html: string ): string[] {
	const document = new DOMParser().parseFromString(
		`<!DOCTYPE html><html><head></head><body>${ html }</body></html>`,
		'text/html'
	);
	return findingsIn( document ).sort();
}

/** The findings of `html` beyond those of `baseline` (each counted as often as it occurs). */
export function introducedMarkup( html: string, baseline: string[] ): string[] {
	const allowed = [ ...baseline ];
	return executableMarkup( html ).filter( ( finding ) => {
		const index = allowed.indexOf( finding );
		if ( index === -1 ) {
			return true;
		}
		allowed.splice( index, 1 );
		return false;
	} );
}
