/**
 * Property tests over every Tessera block (each block.json under extensions/blocks, found from
 * the folders, so a new block joins without editing this file). For each block, with a fixed
 * seed and a bounded number of cases:
 *
 * 1. Save, parse and validate: a block created with attributes its editor could store (every
 *    type and enum value block.json declares, hostile strings in every string) and placed in the
 *    parent it requires serialises to a post that parses back into the same valid block.
 * 2. The server render never throws: with attributes of any type (wrong types, nulls, missing),
 *    prepared as the site server prepares them, `render.ts` returns a string, for a plain visitor
 *    and for one who came back after sending a form.
 * 3. No generated string becomes markup: neither the saved post nor the server render holds a
 *    `<script>`, an `on*` attribute, a `javascript:` address or an `<iframe srcdoc>` that the
 *    block's output for its default attributes does not hold.
 *
 * Where a block turns author text into HTML on purpose: an attribute read from the saved markup
 * as `html` or `rich-text` is the author's own HTML, which the site's kses filter cleans when an
 * author without `unfiltered_html` saves, so it gets benign HTML here (attribute-arbitraries.ts).
 * Markdown's `source` becomes HTML through DOMPurify in save and render alike, so it gets every
 * hostile string and must come out without executable markup like any other attribute.
 */
import {
	createBlock,
	getBlockContent,
	getBlockType,
	parse,
	serialize,
} from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import fc from 'fast-check';
import { prepareAttributesForRender } from '../../shared/block-attributes/prepare-for-render';
import { formKey } from '../../shared/form-submission/form-id';
import {
	RESULT_QUERY_ARG,
	resultTransientName,
} from '../../shared/form-submission/form-result';
import type { BlockRenderContext } from '../../shared/server-render/types';
import { blockProblems } from '../fixtures/block-problems';
import { registerAllBlocks } from '../fixtures/register-blocks';
import {
	anyAttributes,
	carryingPayload,
	validAttributes,
} from './attribute-arbitraries';
import { discoverBlocks } from './discover-blocks';
import type { DeclaredAttribute, DiscoveredBlock } from './discover-blocks';
import { executableMarkup, introducedMarkup } from './executable-markup';
import { hostileString } from './hostile-strings';

const RUNS = { seed: 20261123, numRuns: 40 };

// Block supports add these, but their values are the editor's own bookkeeping, not content.
const EDITOR_ONLY_ATTRIBUTES = new Set( [ 'lock', 'metadata' ] );

type Attributes = Record< string, unknown >;

const blocks = discoverBlocks();
const byName = new Map(
	blocks.map( ( block ) => [ block.metadata.name, block ] )
);

beforeAll( () => {
	registerAllBlocks();
} );

/** block.json's attributes, and those the block's supports add (`className`, `align`, ...). */
function declaredAttributes(
	block: DiscoveredBlock
): Record< string, DeclaredAttribute > {
	const registered = ( getBlockType( block.metadata.name )?.attributes ??
		{} ) as Record< string, DeclaredAttribute >;
	return Object.fromEntries(
		Object.entries( {
			...registered,
			...block.metadata.attributes,
		} ).filter( ( [ name ] ) => ! EDITOR_ONLY_ATTRIBUTES.has( name ) )
	);
}

function parentName( block: DiscoveredBlock ): string | undefined {
	return block.metadata.parent?.[ 0 ] ?? block.metadata.ancestor?.[ 0 ];
}

/** The block inside the parents it needs, outermost first. */
function inItsParents( name: string, attributes: Attributes ): Block {
	let block = createBlock( name, attributes );
	let parent = parentName( byName.get( name )! );
	while ( parent ) {
		block = createBlock( parent, {}, [ block ] );
		parent = byName.has( parent )
			? parentName( byName.get( parent )! )
			: undefined;
	}
	return block;
}

function savedPost( name: string, attributes: Attributes ): string {
	return serialize( [ inItsParents( name, attributes ) ] );
}

function findBlock( root: Block, name: string ): Block | undefined {
	if ( root.name === name ) {
		return root;
	}
	for ( const inner of root.innerBlocks ) {
		const found = findBlock( inner, name );
		if ( found ) {
			return found;
		}
	}
	return undefined;
}

const SITE: BlockRenderContext = {
	postId: 7,
	locale: 'en_US',
	timezone: 'Europe/Paris',
	query: {},
	userId: 0,
	origin: 'http://localhost:8888',
};

const TOKEN = 'a'.repeat( 32 );

/**
 * The visitor's side: a plain page load, or the page shown after sending the post's first form
 * without JavaScript (accepted, with a summary of what was sent; or refused, with the values and
 * an error for every field). Each render is a page load of its own.
 */
function visitorContexts( text: string ): BlockRenderContext[] {
	const form = formKey( { postId: SITE.postId!, index: 0 } );
	const everyField = new Proxy(
		{},
		{
			get: ( _target, key ) =>
				typeof key === 'string' ? text : undefined,
		}
	);
	const outcomes = [
		{ form, status: 'sent', fields: [ { label: text, value: text } ] },
		{
			form,
			status: 'invalid',
			message: text,
			values: everyField,
			errors: everyField,
		},
	];
	return [
		{ ...SITE },
		...outcomes.map( ( outcome ) => ( {
			...SITE,
			query: { [ RESULT_QUERY_ARG ]: TOKEN },
			transient: ( name: string ) =>
				name === resultTransientName( TOKEN ) ? outcome : undefined,
		} ) ),
	];
}

/**
 * What the server does for the block on a visitor page: its render with prepared attributes,
 * then its parents' renders around it (in the same page load, as the form counts its fields).
 */
function serverRender(
	block: DiscoveredBlock,
	attributes: Attributes,
	content: string,
	context: BlockRenderContext
): string {
	let html = block.render!(
		prepareAttributesForRender(
			block.metadata.attributes ?? {},
			attributes
		),
		content,
		context
	);
	let parent = byName.get( parentName( block ) ?? '' );
	while ( parent ) {
		if ( parent.render ) {
			html = parent.render(
				prepareAttributesForRender(
					parent.metadata.attributes ?? {},
					{}
				),
				html,
				context
			);
		}
		parent = byName.get( parentName( parent ) ?? '' );
	}
	return html;
}

/** The block's saved HTML for its defaults: the content its render gets. */
function defaultContent( name: string ): string {
	return getBlockContent( createBlock( name ) );
}

it( 'finds every block, each registered in the editor', () => {
	expect( blocks.length ).toBeGreaterThan( 0 );
	expect(
		blocks
			.map( ( block ) => block.metadata.name )
			.filter( ( name ) => ! getBlockType( name ) )
	).toEqual( [] );
} );

describe.each( blocks.map( ( block ) => [ block.metadata.name, block ] ) )(
	'%s',
	( name, block ) => {
		const example = block.metadata.example?.attributes;
		let declarations: Record< string, DeclaredAttribute >;

		beforeAll( () => {
			declarations = declaredAttributes( block );
		} );

		it( 'saves, parses and validates without an invalid block', () => {
			fc.assert(
				fc.property(
					validAttributes( declarations, example ),
					( attributes ) => {
						const html = savedPost( name, attributes );
						const parsed = parse( html );
						expect( parsed ).toHaveLength( 1 );
						expect( findBlock( parsed[ 0 ], name ) ).toBeDefined();
						expect( blockProblems( parsed[ 0 ] ) ).toEqual( [] );
					}
				),
				RUNS
			);
		} );

		it( 'saves no markup a generated string brought in', () => {
			const baseline = executableMarkup( savedPost( name, {} ) );
			fc.assert(
				fc.property(
					carryingPayload(
						validAttributes( declarations, example ),
						declarations
					),
					( { attributes } ) => {
						expect(
							introducedMarkup(
								savedPost( name, attributes ),
								baseline
							)
						).toEqual( [] );
					}
				),
				RUNS
			);
		} );

		if ( ! block.render ) {
			return;
		}

		it( 'renders on the server for attributes of any type', () => {
			const content = defaultContent( name );
			fc.assert(
				fc.property(
					anyAttributes( declarations, example ),
					hostileString(),
					( attributes, text ) => {
						for ( const context of visitorContexts( text ) ) {
							expect(
								typeof serverRender(
									block,
									attributes,
									content,
									context
								)
							).toBe( 'string' );
						}
					}
				),
				RUNS
			);
		} );

		it( 'renders no markup a generated string brought in', () => {
			const content = defaultContent( name );
			const baselines = visitorContexts( 'Benign' ).map( ( context ) =>
				executableMarkup( serverRender( block, {}, content, context ) )
			);
			fc.assert(
				fc.property(
					carryingPayload(
						anyAttributes( declarations, example ),
						declarations
					),
					( { attributes, payload } ) => {
						visitorContexts( payload ).forEach(
							( context, index ) => {
								expect(
									introducedMarkup(
										serverRender(
											block,
											attributes,
											content,
											context
										),
										baselines[ index ]
									)
								).toEqual( [] );
							}
						);
					}
				),
				RUNS
			);
		} );
	}
);
