/**
 * What opening a post costs per block in the editor: `wp.blocks.parse()` (which validates each
 * block by running its save) of many copies of each Tessera block of the sample post, per block
 * parsed (inner blocks counted), against paragraphs, in the built editor. Each copy's longest
 * text attribute is made distinct, so that a cache of earlier renders cannot make a block look
 * cheaper than a post of different blocks would find it; a second parse of the same text shows
 * what such a cache saves.
 *
 *   node --import tsx tests/bench/block-parse.ts [--runs N]
 * Also run by `npm run bench` (after the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@wordpress/block-serialization-default-parser';
import { launchChromium } from './browser';
import { startServer } from '../support/start-server';
import { PAGE_TIMEOUT_MS } from './editor-load';

const COPIES = 60;
/** More renders than any editor-side cache of a block holds (Markdown's keeps 500). */
const EVICT = 600;
/** The budget: a Tessera block parses within this many times core/paragraph. */
export const PARSE_BUDGET = 1.5;

interface ParseFigures {
	name: string;
	/** Milliseconds per block, distinct texts. */
	first: number;
	/** Milliseconds per block, the same texts parsed again. */
	again: number;
	/** Milliseconds per paragraph, measured in turns with the block. */
	paragraph: number;
	/** Characters of saved markup per block, and per paragraph: validation reads all of it. */
	markup: number;
	paragraphMarkup: number;
	/** The block's time over the paragraph's, first parse and again. */
	ratio: number;
	againRatio: number;
	invalid: number;
}

export async function benchBlockParse( runs = 5 ): Promise< ParseFigures[] > {
	const gallery = readFileSync(
		join(
			__dirname,
			'..',
			'..',
			'wp-stand-in',
			'seed',
			'sample-post.html'
		),
		'utf8'
	);
	const names = [
		...new Set(
			parse( gallery )
				.map( ( block ) => block.blockName )
				.filter(
					( name ): name is string =>
						!! name?.startsWith( 'tessera/' )
				)
		),
	];
	const server = await startServer( { TESSERA_DEV_AUTOLOGIN: '1' } );
	const browser = await launchChromium();
	try {
		const page = await browser.newPage();
		page.setDefaultTimeout( PAGE_TIMEOUT_MS );
		await page.goto( `${ server.url }/wp-admin/post-new.php` );
		await page.waitForFunction(
			() => !! window.wp?.blocks?.getBlockType( 'tessera/markdown' ),
			undefined,
			{ timeout: PAGE_TIMEOUT_MS }
		);
		// tsx names the functions below with a helper the page does not have.
		await page.evaluate( 'window.__name = ( fn ) => fn' );
		const figures = await page.evaluate(
			( { content, blockNames, copies, rounds, evict } ) => {
				const {
					parse: parseBlocks,
					serialize,
					createBlock,
				} = window.wp.blocks;
				type Block = ReturnType< typeof createBlock >;
				const sample = parseBlocks( content ) as Block[];
				const median = ( values: number[] ) =>
					[ ...values ].sort( ( a, b ) => a - b )[
						Math.floor( values.length / 2 )
					];
				/** A copy of the block whose longest text attribute ends with `mark`. */
				const copy = ( block: Block, mark: string ): Block => {
					const attributes = { ...block.attributes };
					const longest = Object.keys( attributes )
						.filter(
							( key ) => typeof attributes[ key ] === 'string'
						)
						.sort(
							( a, b ) =>
								String( attributes[ b ] ).length -
								String( attributes[ a ] ).length
						)[ 0 ];
					if (
						longest &&
						String( attributes[ longest ] ).length > 20
					) {
						attributes[ longest ] =
							`${ attributes[ longest ] } ${ mark }`;
					}
					return createBlock(
						block.name,
						attributes,
						block.innerBlocks.map( ( inner: Block ) =>
							copy( inner, mark )
						)
					);
				};
				// Every copy ever made gets a mark of its own, warm-ups included.
				let made = 0;
				const all = ( blocks: Block[] ): Block[] =>
					blocks.flatMap( ( block ) => [
						block,
						...all( block.innerBlocks ),
					] );
				/** One parse of `copies` new copies, and a second of the same text, per block. */
				const parseOnce = ( make: ( mark: string ) => Block ) => {
					const html = serialize(
						Array.from( { length: copies }, () =>
							make( `copy ${ ++made }` )
						)
					);
					// serialize() ran each copy's save: more copies push those out of any cache
					// of renders, so that the parse below meets its texts for the first time.
					serialize(
						Array.from( { length: evict }, () =>
							make( `copy ${ ++made }` )
						)
					);
					let started = performance.now();
					const top = parseBlocks( html ) as Block[];
					const elapsed = performance.now() - started;
					started = performance.now();
					parseBlocks( html );
					const againElapsed = performance.now() - started;
					// Per block, inner blocks counted: a form of six fields is seven blocks.
					const parsed = all( top );
					return {
						markup: html.length / parsed.length,
						first: elapsed / parsed.length,
						again: againElapsed / parsed.length,
						invalid: parsed.filter( ( block ) => ! block.isValid )
							.length,
					};
				};
				const paragraph = ( mark: string ) =>
					createBlock( 'core/paragraph', {
						content: `A paragraph of plain words, as long as a short sentence ${ mark }.`,
					} );
				const rows: Array< {
					name: string;
					first: number;
					again: number;
					paragraph: number;
					markup: number;
					paragraphMarkup: number;
					ratio: number;
					againRatio: number;
					invalid: number;
				} > = [];
				for ( const name of blockNames ) {
					const block = sample.find( ( b ) => b.name === name )!;
					const make = ( mark: string ) => copy( block, mark );
					// A warm-up, then paragraphs and the block in turns, so both meet the same load.
					parseOnce( paragraph );
					parseOnce( make );
					const turns = Array.from( { length: rounds }, () => {
						const base = parseOnce( paragraph );
						const own = parseOnce( make );
						return { base, own };
					} );
					rows.push( {
						name,
						first: median( turns.map( ( t ) => t.own.first ) ),
						again: median( turns.map( ( t ) => t.own.again ) ),
						paragraph: median( turns.map( ( t ) => t.base.first ) ),
						markup: turns[ 0 ].own.markup,
						paragraphMarkup: turns[ 0 ].base.markup,
						ratio: median(
							turns.map( ( t ) => t.own.first / t.base.first )
						),
						againRatio: median(
							turns.map( ( t ) => t.own.again / t.base.again )
						),
						invalid: turns.reduce(
							( sum, t ) => sum + t.own.invalid,
							0
						),
					} );
				}
				return rows;
			},
			{
				content: gallery,
				blockNames: names,
				copies: COPIES,
				rounds: runs,
				evict: EVICT,
			}
		);
		console.log(
			`\nEditor parse and validation per block, inner blocks counted (${ COPIES } copies, median of ${ runs } turns with paragraphs; each copy's text distinct)`
		);
		console.log(
			'block                 per block  paragraph   x paragraph   parsed again x paragraph   markup (paragraph: ' +
				`${ figures[ 0 ]?.paragraphMarkup.toFixed( 0 ) } chars)`
		);
		for ( const row of figures ) {
			const over = row.ratio > PARSE_BUDGET ? ' over' : '';
			const us = ( ms: number ) => `${ ( ms * 1000 ).toFixed( 0 ) } µs`;
			console.log(
				`${ row.name.replace( /^tessera\//, '' ).padEnd( 20 ) }${ us(
					row.first
				).padStart(
					11
				) }${ us( row.paragraph ).padStart( 11 ) }${ `${ row.ratio.toFixed(
					2
				) }x${ over }`.padStart(
					14
				) }${ `${ row.againRatio.toFixed( 2 ) }x`.padStart(
					15
				) }${ `${ row.markup.toFixed( 0 ) } chars`.padStart( 14 ) }${
					row.invalid ? `   ${ row.invalid } invalid!` : ''
				}`
			);
		}
		return figures;
	} finally {
		await browser.close();
		await server.stop();
	}
}

if ( require.main === module ) {
	const argv = process.argv.slice( 2 );
	const runs = Number( argv[ argv.indexOf( '--runs' ) + 1 ] ) || 5;
	benchBlockParse( runs ).catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
