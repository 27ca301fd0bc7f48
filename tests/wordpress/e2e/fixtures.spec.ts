import { readFileSync } from 'node:fs';

import { findFixtureFiles } from '../../fixtures/fixture-files';
import { openNewPost } from '../../e2e/support/editor';
import { expect, test } from './support/test';

interface FixtureResult {
	name: string;
	problems: string[];
	serialized: string;
}

/**
 * Every block fixture the suite keeps, current and deprecated shapes, parsed by WordPress's own
 * block parser in its own editor: each block and inner block valid, and serialised back to the
 * fixture's `.serialized.html`, so a deprecated shape migrates to today's markup.
 */
test( 'every block fixture opens valid in WordPress and serialises as on our site', async ( {
	page,
	pageProblems,
	wordpress,
} ) => {
	const fixtures = findFixtureFiles().map( ( fixture ) => ( {
		name: fixture.name,
		html: readFileSync( fixture.htmlPath, 'utf8' ),
		serialized: readFileSync( fixture.serializedPath, 'utf8' ).trim(),
	} ) );
	await openNewPost( page );
	const results: FixtureResult[] = await page.evaluate( ( list ) => {
		type Parsed = {
			name: string;
			isValid: boolean;
			validationIssues?: unknown[];
			innerBlocks: Parsed[];
		};
		const problemsOf = ( block: Parsed, where: string ): string[] => [
			...( block.isValid
				? []
				: [
						`${ where } is invalid: ${ JSON.stringify( block.validationIssues ?? [] ) }`,
					] ),
			...( block.name === 'core/missing'
				? [ `${ where } is not registered` ]
				: [] ),
			...block.innerBlocks.flatMap( ( inner, index ) =>
				problemsOf( inner, `${ where } > ${ inner.name }[${ index }]` )
			),
		];
		return list.map( ( fixture ) => {
			const blocks: Parsed[] = window.wp.blocks.parse( fixture.html );
			return {
				name: fixture.name,
				problems: blocks.flatMap( ( block ) =>
					problemsOf( block, block.name )
				),
				serialized: window.wp.blocks.serialize( blocks ).trim(),
			};
		} );
	}, fixtures );

	const deprecated = fixtures.filter( ( fixture ) =>
		/__deprecated-v\d+/.test( fixture.name )
	);
	expect( fixtures.length ).toBeGreaterThan( 150 );
	expect( deprecated.length ).toBeGreaterThan( 20 );
	expect(
		results.filter( ( result ) => result.problems.length > 0 )
	).toEqual( [] );
	// Where a serialisation differs, the two texts around the first difference.
	const differences = results.flatMap( ( result, index ) => {
		const wanted = fixtures[ index ].serialized;
		if ( result.serialized === wanted ) {
			return [];
		}
		let at = 0;
		while ( result.serialized[ at ] === wanted[ at ] ) {
			at++;
		}
		const around = ( text: string ) =>
			text.slice( Math.max( 0, at - 60 ), at + 60 );
		return [
			{
				name: result.name,
				got: around( result.serialized ),
				wanted: around( wanted ),
			},
		];
	} );
	expect( differences ).toEqual( [] );
	// A deprecated shape is migrated: what WordPress saves is not what the fixture held.
	for ( const fixture of deprecated ) {
		expect( fixture.serialized, fixture.name ).not.toBe(
			fixture.html.trim()
		);
	}
	test.info().annotations.push( {
		type: 'fixtures',
		description: `WordPress ${ wordpress.version }: ${ fixtures.length } fixtures tried, ${
			results.filter( ( result ) => ! result.problems.length ).length
		} valid, ${ deprecated.length } deprecated shapes migrated`,
	} );
	expect( pageProblems ).toEqual( [] );
} );
