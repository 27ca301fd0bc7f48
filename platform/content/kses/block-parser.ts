/**
 * The block parser's reading of a post: the same delimiters, the same tree, the same handling
 * of unbalanced delimiters, as @wordpress/block-serialization-default-parser and WordPress's
 * WP_Block_Parser. Attributes are decoded as PHP decodes them (see php-json.ts).
 */
import { isEmptyString } from './php-text';
import { decodePhpJson, type PhpValue } from './php-json';

export interface ParsedBlock {
	/** null for the text between blocks. */
	name: string | null;
	/** null when the attribute JSON cannot be decoded. */
	attributes: PhpValue | null;
	innerBlocks: ParsedBlock[];
	/** Text pieces, with null where an inner block goes. */
	innerContent: Array< string | null >;
}

interface Token {
	kind: 'opener' | 'closer' | 'void';
	name: string;
	attributes: PhpValue | null;
	start: number;
	length: number;
}

/**
 * A delimiter: `<!--`, whitespace, an optional `/`, `wp:`, an optional namespace and `/`, the
 * name, whitespace, optionally a JSON object ending in `}` and whitespace, an optional `/`, and
 * `-->`. The object runs to the first `}` that is followed by whitespace and the end of the
 * comment.
 */
const HEAD = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+/y;
const TAIL = /(\/)?-->/y;
const ATTRIBUTES_END = /\}\s+(\/)?-->/g;

class Tokenizer {
	private searchedFrom = Infinity;
	private attributesEnd: RegExpExecArray | null = null;

	constructor( private readonly document: string ) {}

	/** The first end of an attribute object at or after `from`; searches are reused. */
	private endOfAttributes( from: number ): RegExpExecArray | null {
		const reusable =
			from >= this.searchedFrom &&
			( this.attributesEnd === null || this.attributesEnd.index >= from );
		if ( ! reusable ) {
			ATTRIBUTES_END.lastIndex = from;
			this.attributesEnd = ATTRIBUTES_END.exec( this.document );
			this.searchedFrom = from;
		}
		return this.attributesEnd;
	}

	next( from: number ): Token | null {
		let at = from;
		for (;;) {
			const start = this.document.indexOf( '<!--', at );
			if ( start === -1 ) {
				return null;
			}
			HEAD.lastIndex = start;
			const head = HEAD.exec( this.document );
			if ( head ) {
				const token = this.rest( start, HEAD.lastIndex, head );
				if ( token ) {
					return token;
				}
			}
			at = start + 1;
		}
	}

	private rest(
		start: number,
		afterName: number,
		[ , closer, namespace, name ]: RegExpExecArray
	): Token | null {
		let end: number;
		let isVoid: boolean;
		let attributes: PhpValue | null = new Map();
		if ( this.document[ afterName ] === '{' ) {
			const tail = this.endOfAttributes( afterName );
			if ( ! tail ) {
				return null;
			}
			end = tail.index + tail[ 0 ].length;
			isVoid = tail[ 1 ] !== undefined;
			const json = this.document.slice(
				afterName,
				end - ( isVoid ? 4 : 3 )
			);
			attributes = decodePhpJson( json ) ?? null;
		} else {
			TAIL.lastIndex = afterName;
			const tail = TAIL.exec( this.document );
			if ( ! tail ) {
				return null;
			}
			end = TAIL.lastIndex;
			isVoid = tail[ 1 ] !== undefined;
		}
		let kind: Token[ 'kind' ] = 'opener';
		if ( isVoid ) {
			kind = 'void';
		} else if ( closer ) {
			kind = 'closer';
		}
		return {
			kind,
			name: ( namespace ?? 'core/' ) + name,
			attributes,
			start,
			length: end - start,
		};
	}
}

/** How much text the copies of unclosed blocks may add before they are closed instead. */
const MAX_COPIED = 65536;

interface Frame {
	block: ParsedBlock;
	tokenStart: number;
	tokenLength: number;
	previousOffset: number;
	leadingHtmlStart: number | null;
}

function block(
	name: string | null,
	attributes: PhpValue | null,
	innerContent: Array< string | null > = []
): ParsedBlock {
	return { name, attributes, innerBlocks: [], innerContent };
}

/** Text kept inside a block; PHP skips a piece that is empty or "0". */
function addText( target: ParsedBlock, text: string ): void {
	if ( ! isEmptyString( text ) ) {
		target.innerContent.push( text );
	}
}

export function parseBlocks( document: string ): ParsedBlock[] {
	const tokenizer = new Tokenizer( document );
	const output: ParsedBlock[] = [];
	const stack: Frame[] = [];
	let offset = 0;

	const freeform = ( from: number, to?: number ) =>
		block( null, new Map(), [ document.slice( from, to ) ] );

	const addInnerBlock = (
		inner: ParsedBlock,
		tokenStart: number,
		lastOffset: number
	) => {
		const parent = stack[ stack.length - 1 ];
		parent.block.innerBlocks.push( inner );
		addText(
			parent.block,
			document.slice( parent.previousOffset, tokenStart )
		);
		parent.block.innerContent.push( null );
		parent.previousOffset = lastOffset;
	};

	const addBlockFromStack = ( endOffset?: number ) => {
		const top = stack.pop()!;
		addText( top.block, document.slice( top.previousOffset, endOffset ) );
		if ( top.leadingHtmlStart !== null ) {
			output.push( freeform( top.leadingHtmlStart, top.tokenStart ) );
		}
		output.push( top.block );
	};

	/**
	 * Blocks left open at the end are each given the rest of the post, as WordPress's parser
	 * does, unless that would multiply the post's size: then each is closed at the end, inside
	 * the one around it.
	 */
	const closeAtEnd = () => {
		const copied = stack.reduce(
			( sum, frame ) => sum + document.length - frame.previousOffset,
			0
		);
		if ( copied > Math.max( 4 * document.length, MAX_COPIED ) ) {
			while ( stack.length > 1 ) {
				const top = stack.pop()!;
				addText( top.block, document.slice( top.previousOffset ) );
				addInnerBlock( top.block, top.tokenStart, document.length );
			}
		}
		while ( stack.length > 0 ) {
			addBlockFromStack();
		}
	};

	for (;;) {
		const token = tokenizer.next( offset );
		const depth = stack.length;
		if ( ! token ) {
			if ( depth === 0 && offset < document.length ) {
				output.push( freeform( offset ) );
			}
			closeAtEnd();
			return output;
		}
		const leadingHtmlStart = token.start > offset ? offset : null;
		const tokenEnd = token.start + token.length;
		if ( token.kind === 'void' ) {
			const voidBlock = block( token.name, token.attributes );
			if ( depth === 0 ) {
				if ( leadingHtmlStart !== null ) {
					output.push( freeform( leadingHtmlStart, token.start ) );
				}
				output.push( voidBlock );
			} else {
				addInnerBlock( voidBlock, token.start, tokenEnd );
			}
		} else if ( token.kind === 'opener' ) {
			stack.push( {
				block: block( token.name, token.attributes ),
				tokenStart: token.start,
				tokenLength: token.length,
				previousOffset: tokenEnd,
				leadingHtmlStart,
			} );
		} else if ( depth === 0 ) {
			// A closer with nothing open: the rest of the post is left as text.
			output.push( freeform( offset ) );
			return output;
		} else if ( depth === 1 ) {
			addBlockFromStack( token.start );
		} else {
			const top = stack.pop()!;
			top.block.innerContent.push(
				document.slice( top.previousOffset, token.start )
			);
			addInnerBlock( top.block, top.tokenStart, tokenEnd );
		}
		offset = tokenEnd;
	}
}
