import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set( [ 'serious', 'critical' ] );

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
	let builder = new AxeBuilder( { page } );
	for ( const selector of selectors ) {
		builder = builder.include( selector );
	}
	const { violations } = await builder.analyze();
	return violations
		.filter( ( violation ) => BLOCKING.has( violation.impact ?? '' ) )
		.map( ( violation ) => `${ violation.id }: ${ violation.help }` );
}
