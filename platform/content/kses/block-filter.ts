/**
 * filter_block_content(): block attributes are filtered like the post around them. The post is
 * parsed, every string in every block's attributes (keys too, at any depth) goes through the
 * same filter, and the blocks are written back as WordPress serialises them, so a delimiter the
 * parser accepts comes out in its canonical form.
 */
import type { AllowedHtml } from './allowed-html';
import { parseBlocks, type ParsedBlock } from './block-parser';
import { isEmptyString } from './php-text';
import {
	encodePhpJson,
	isIntegerKey,
	PhpFloat,
	PhpInt,
	type PhpValue,
} from './php-json';

type TextFilter = ( text: string ) => string;

/** A template part's tagName must be an allowed element; any other value becomes ''. */
function templatePartValue(
	value: PhpValue,
	key: string,
	allowed: AllowedHtml
): PhpValue {
	const empty =
		value === null ||
		value === false ||
		( typeof value === 'string' && isEmptyString( value ) ) ||
		( value instanceof PhpInt && value.digits === '0' ) ||
		( value instanceof PhpFloat && value.value === 0 ) ||
		( value instanceof Map && value.size === 0 );
	if ( empty || key !== 'tagName' ) {
		return value;
	}
	return typeof value === 'string' && allowed.has( value ) ? value : '';
}

function filterValue(
	value: PhpValue,
	filterText: TextFilter,
	templatePart: AllowedHtml | null
): PhpValue {
	if ( typeof value === 'string' ) {
		return filterText( value );
	}
	if ( ! ( value instanceof Map ) ) {
		return value;
	}
	for ( const [ key, inner ] of [ ...value ] ) {
		const filteredKey = isIntegerKey( key ) ? key : filterText( key );
		let filtered = filterValue( inner, filterText, templatePart );
		if ( templatePart ) {
			filtered = templatePartValue( filtered, filteredKey, templatePart );
		}
		if ( filteredKey !== key ) {
			// A renamed key moves to the end, or takes the place of the key it now equals.
			value.delete( key );
		}
		value.set( filteredKey, filtered );
	}
	return value;
}

/** serialize_block_attributes(): JSON that cannot end the comment or be read as markup. */
function encodeAttributes( attributes: Map< string, PhpValue > ): string {
	return ( encodePhpJson( attributes ) ?? '' )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

/** The delimiters around a block's serialised content; a block without content is void. */
function delimited( parsed: ParsedBlock, content: string ): string {
	if ( parsed.name === null ) {
		return content;
	}
	const name = parsed.name.startsWith( 'core/' )
		? parsed.name.slice( 5 )
		: parsed.name;
	const attributes =
		parsed.attributes instanceof Map && parsed.attributes.size > 0
			? `${ encodeAttributes( parsed.attributes ) } `
			: '';
	if ( isEmptyString( content ) ) {
		return `<!-- wp:${ name } ${ attributes }/-->`;
	}
	return `<!-- wp:${ name } ${ attributes }-->${ content }<!-- /wp:${ name } -->`;
}

interface SerializeFrame {
	block: ParsedBlock;
	chunk: number;
	inner: number;
	content: string;
}

/** serialize_block(), without recursion: posts may nest blocks thousands deep. */
function serializeBlock( root: ParsedBlock ): string {
	const stack: SerializeFrame[] = [
		{ block: root, chunk: 0, inner: 0, content: '' },
	];
	for (;;) {
		const frame = stack[ stack.length - 1 ];
		if ( frame.chunk < frame.block.innerContent.length ) {
			const chunk = frame.block.innerContent[ frame.chunk++ ];
			if ( chunk === null ) {
				const inner = frame.block.innerBlocks[ frame.inner++ ];
				stack.push( { block: inner, chunk: 0, inner: 0, content: '' } );
			} else {
				frame.content += chunk;
			}
			continue;
		}
		stack.pop();
		const text = delimited( frame.block, frame.content );
		if ( stack.length === 0 ) {
			return text;
		}
		stack[ stack.length - 1 ].content += text;
	}
}

/** filter_block_kses() on every block and inner block, in place. */
function filterAllAttributes(
	blocks: ParsedBlock[],
	filterText: TextFilter,
	allowed: AllowedHtml
): void {
	const pending = [ ...blocks ];
	for ( let parsed = pending.pop(); parsed; parsed = pending.pop() ) {
		if ( parsed.attributes !== null ) {
			const templatePart =
				parsed.name === 'core/template-part' ? allowed : null;
			parsed.attributes = filterValue(
				parsed.attributes,
				filterText,
				templatePart
			);
		}
		for ( const inner of parsed.innerBlocks ) {
			pending.push( inner );
		}
	}
}

/**
 * Filters the attributes of every block in `text` with `filterText` and serialises the blocks
 * again. Comments closed by `--->` are first closed by `-->`, as WordPress does.
 */
export function filterBlockAttributes(
	text: string,
	filterText: TextFilter,
	allowed: AllowedHtml
): string {
	const content =
		text.includes( '<!--' ) && text.includes( '--->' )
			? text.replace(
					/<!--([^\n]*?)--->/g,
					( _comment, inner: string ) =>
						`<!--${ inner.replace( /-+$/, '' ) }-->`
				)
			: text;
	const blocks = parseBlocks( content );
	filterAllAttributes( blocks, filterText, allowed );
	return blocks.map( serializeBlock ).join( '' );
}
