import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set( [ 'serious', 'critical' ] );

/**
 * An AxeBuilder that ends its check in the checked page itself. AxeBuilder opens a new page for
 * each check's last step (`axe.finishRun`), so that no script of the checked page can change the
 * report; our pages are our own, and that page cost 0.3 s a check, 94 checks in the every-block
 * pass. Gathering the results in each frame is AxeBuilder's, unchanged.
 *
 * @param page The page to check.
 */
function axeBuilder( page: Page ): AxeBuilder {
	const builder = new AxeBuilder( { page } );
	const { option } = builder as unknown as { option: unknown };
	return Object.assign( builder, {
		finishRun: ( partials: unknown ) =>
			page.evaluate(
				( [ results, options ] ) =>
					(
						window as unknown as {
							axe: {
								finishRun: (
									r: unknown,
									o: unknown
								) => unknown;
							};
						}
					 ).axe.finishRun( results, options ),
				[ partials, option ] as const
			),
	} );
}

/**
 * The serious and critical axe violations on a page, or within the parts `selectors` name, as
 * `rule: help` lines (an empty list is a pass).
 *
 * @param page      The page to check.
 * @param selectors CSS selectors of the parts to check; the whole page when none.
 */
export async function seriousAxeViolations(
	page: Page,
	...selectors: string[]
): Promise< string[] > {
	let builder = axeBuilder( page );
	for ( const selector of selectors ) {
		builder = builder.include( selector );
	}
	const { violations } = await builder.analyze();
	return violations
		.filter( ( violation ) => BLOCKING.has( violation.impact ?? '' ) )
		.map( ( violation ) => `${ violation.id }: ${ violation.help }` );
}

/** The rules of WCAG 2.1 level AA, as axe tags them. */
const WCAG_21_AA = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/**
 * The serious and critical WCAG 2.1 AA violations within the parts `include` names (a selector,
 * or a frame's selector then a selector inside it) and outside those `exclude` names, as
 * `rule: help (where)` lines.
 *
 * @param page    The page to check.
 * @param include The parts to check.
 * @param exclude Parts of those left out.
 */
export async function seriousWcagViolations(
	page: Page,
	include: ( string | string[] )[],
	exclude: ( string | string[] )[] = []
): Promise< string[] > {
	let builder = axeBuilder( page ).withTags( WCAG_21_AA );
	for ( const part of include ) {
		builder = builder.include( part );
	}
	for ( const part of exclude ) {
		builder = builder.exclude( part );
	}
	const { violations } = await builder.analyze();
	return violations
		.filter( ( violation ) => BLOCKING.has( violation.impact ?? '' ) )
		.map(
			( violation ) =>
				`${ violation.id }: ${ violation.help } (${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) })`
		);
}
