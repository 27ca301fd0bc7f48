/**
 * What opening a post costs per block in the editor: `wp.blocks.parse()` (which validates each
 * block by running its save) of many copies of each Tessera block of the sample post, against as
 * many paragraphs, in the built editor. Each copy's longest text attribute is made distinct, so
 * a cache of earlier renders cannot make a block look cheaper than a post of different blocks
 * would find it; a second parse of the same text shows what such a cache saves.
 *
 *   node --import tsx tests/bench/block-parse.ts [--runs N]
 * Also run by `npm run bench` (after the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@wordpress/block-serialization-default-parser';
import { launchChromium } from './browser';
import { startServer } from '../support/start-server';

const COPIES = 60;
/** The budget: a Tessera block parses within this many times core/paragraph. */
export const PARSE_BUDGET = 1.5;

interface ParseFigures {
	name: string;
	/** Milliseconds per copy, distinct texts. */
	first: number;
	/** Milliseconds per copy, the same texts parsed again. */
	again: number;
	invalid: number;
}

export async function benchBlockParse( runs = 5 ): Promise< ParseFigures[] > {
	const gallery = readFileSync(
		join( __dirname, '..', '..', 'mock-api', 'seed', 'sample-post.html' ),
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
		await page.goto( `${ server.url }/wp-admin/post-new.php` );
		await page.waitForFunction(
			() => !! window.wp?.blocks?.getBlockType( 'tessera/markdown' ),
			undefined,
			{ timeout: 180_000 }
		);
		// tsx names the functions below with a helper the page does not have.
		await page.evaluate( 'window.__name = ( fn ) => fn' );
		const figures = await page.evaluate(
			( { content, blockNames, copies, rounds } ) => {
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
				const measure = ( make: ( mark: string ) => Block ) => {
					const first: number[] = [];
					const again: number[] = [];
					let invalid = 0;
					for ( let round = 0; round < rounds; round++ ) {
						const html = serialize(
							Array.from( { length: copies }, ( _, i ) =>
								make( `r${ round }c${ i }` )
							)
						);
						let started = performance.now();
						const parsed = parseBlocks( html ) as Block[];
						first.push( ( performance.now() - started ) / copies );
						started = performance.now();
						parseBlocks( html );
						again.push( ( performance.now() - started ) / copies );
						invalid += parsed.filter(
							( block ) => ! block.isValid
						).length;
					}
					return {
						first: median( first ),
						again: median( again ),
						invalid,
					};
				};
				const paragraph = ( mark: string ) =>
					createBlock( 'core/paragraph', {
						content: `A paragraph of plain words, as long as a short sentence ${ mark }.`,
					} );
				// One warm-up of each, then the figures.
				measure( paragraph );
				const rows = [
					{ name: 'core/paragraph', ...measure( paragraph ) },
				];
				for ( const name of blockNames ) {
					const block = sample.find( ( b ) => b.name === name )!;
					measure( ( mark ) => copy( block, mark ) );
					rows.push( {
						name,
						...measure( ( mark ) => copy( block, mark ) ),
					} );
				}
				return rows;
			},
			{
				content: gallery,
				blockNames: names,
				copies: COPIES,
				rounds: runs,
			}
		);
		const [ paragraph ] = figures;
		console.log(
			`\nEditor parse and validation per block (${ COPIES } copies, median of ${ runs }; each copy's text distinct)`
		);
		console.log(
			'block                       per copy   x paragraph   parsed again   x paragraph'
		);
		for ( const row of figures ) {
			const over =
				row.first / paragraph.first > PARSE_BUDGET ? ' over' : '';
			console.log(
				`${ row.name.replace( /^tessera\//, '' ).padEnd( 24 ) }${ `${ (
					row.first * 1000
				).toFixed( 0 ) } µs`.padStart( 11 ) }${ `${ (
					row.first / paragraph.first
				).toFixed( 2 ) }x${ over }`.padStart( 14 ) }${ `${ (
					row.again * 1000
				).toFixed( 0 ) } µs`.padStart( 15 ) }${ `${ (
					row.again / paragraph.again
				).toFixed( 2 ) }x`.padStart( 14 ) }${
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
