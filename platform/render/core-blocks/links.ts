/** The site's archive addresses, as get_year_link(), get_month_link(), get_day_link() and get_term_link() give them. */
import type { TermRow } from '../../store/terms';

const pad = ( n: number ) => String( n ).padStart( 2, '0' );

export function yearLink( origin: string, year: number ): string {
	return `${ origin }/${ year }/`;
}

export function monthLink( origin: string, year: number, month: number ) {
	return `${ origin }/${ year }/${ pad( month ) }/`;
}

export function dayLink(
	origin: string,
	year: number,
	month: number,
	day: number
): string {
	return `${ origin }/${ year }/${ pad( month ) }/${ pad( day ) }/`;
}

/** Where a taxonomy's archives live, by taxonomy. */
export const TERM_BASES: Record< string, string > = {
	category: 'category',
	post_tag: 'tag',
};

export function termLink( origin: string, term: TermRow ): string {
	const slug = encodeURIComponent( term.slug );
	const base = TERM_BASES[ term.taxonomy ];
	return base
		? `${ origin }/${ base }/${ slug }/`
		: `${ origin }/?taxonomy=${ encodeURIComponent(
				term.taxonomy
			) }&term=${ slug }`;
}
