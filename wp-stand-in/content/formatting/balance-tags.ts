/** Elements that never hold anything: written self-closed (`<br />`), never pushed on the stack. */
const SINGLE_TAGS = new Set( [
	'area',
	'base',
	'basefont',
	'br',
	'col',
	'command',
	'embed',
	'frame',
	'hr',
	'img',
	'input',
	'isindex',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
] );

/** Elements that may sit directly inside an element of their own kind. */
const NESTABLE_TAGS = new Set( [
	'article',
	'aside',
	'blockquote',
	'details',
	'div',
	'figure',
	'object',
	'q',
	'section',
	'span',
] );

/**
 * A tag: an optional `/`, the name (a custom element's, or letters, digits, `_` and `:`), then
 * either `>` right away (maybe after `/`) or white space and the attributes up to the next `>`.
 */
const TAG =
	/<(\/?)((?:[a-z](?:[a-z0-9._]*)-(?:[a-z0-9._-]+)+)|(?:[\w:]+))(?:\s*(\/?)|(\s+)([^>]*))>/;

interface Balancer {
	stack: string[];
	/** Closing tags (and the opening tag after them) waiting to be written before the next text. */
	queue: string;
}

/** What an end tag becomes: itself when it closes the innermost open element, else nothing. */
function endTag( state: Balancer, tag: string ): string {
	const top = state.stack.length - 1;
	if ( top < 0 ) {
		return '';
	}
	if ( state.stack[ top ] === tag ) {
		state.stack.pop();
		return `</${ tag }>`;
	}
	const open = state.stack.lastIndexOf( tag );
	if ( open !== -1 ) {
		// Closing an outer element closes every element opened inside it first.
		while ( state.stack.length > open ) {
			state.queue += `</${ state.stack.pop() }>`;
		}
	}
	return '';
}

/** What a start tag becomes: a single tag self-closed, any other pushed on the stack. */
function startTag(
	state: Balancer,
	tag: string,
	space: string,
	attributes: string
): string {
	const single = SINGLE_TAGS.has( tag );
	let before = space;
	let rest = attributes;
	if ( rest.endsWith( '/' ) ) {
		if ( single ) {
			before = ' ';
		} else {
			// Not an empty element: closed right away, so it holds nothing.
			rest = `${ rest.slice( 0, -1 ).trim() }></${ tag }`;
		}
	} else if ( single ) {
		before = ' ';
		rest += '/';
	} else {
		const top = state.stack.length - 1;
		if (
			top >= 0 &&
			! NESTABLE_TAGS.has( tag ) &&
			state.stack[ top ] === tag
		) {
			state.queue = `</${ state.stack.pop() }>`;
		}
		state.stack.push( tag );
	}
	const html = `<${ tag }${ before }${ rest }>`;
	if ( state.queue ) {
		state.queue += html;
		return '';
	}
	return html;
}

/**
 * force_balance_tags(): closes the elements left open at the end, drops end tags that close
 * nothing, and closes the inner elements when an outer one ends, so that a comment's markup
 * cannot spill into the rest of the page.
 */
export function balanceTags( html: string ): string {
	let text = html
		.split( '< !--' )
		.join( '<    !--' )
		.replace( /<([0-9])/g, '&lt;$1' );
	const state: Balancer = { stack: [], queue: '' };
	let out = '';
	for ( let match = TAG.exec( text ); match; match = TAG.exec( text ) ) {
		const [ full, slash, name, selfCloser, space, attributeText ] = match;
		out += state.queue;
		state.queue = '';
		const tag = name.toLowerCase();
		const written = slash
			? endTag( state, tag )
			: startTag(
					state,
					tag,
					space ?? '',
					( attributeText ?? selfCloser ?? '' ).trim()
				);
		out += text.slice( 0, match.index ) + written;
		text = text.slice( match.index + full.length );
	}
	out += state.queue + text;
	while ( state.stack.length ) {
		out += `</${ state.stack.pop() }>`;
	}
	return out
		.split( '< !--' )
		.join( '<!--' )
		.split( '<    !--' )
		.join( '< !--' );
}
