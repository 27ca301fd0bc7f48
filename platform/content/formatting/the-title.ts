/**
 * WordPress's title filters. `the_title` (a post's title wherever it is shown: REST
 * `title.rendered`, headings, lists): wptexturize, convert_chars, trim, then capital_P_dangit.
 * The document title (`<title>`): wptexturize, convert_chars, esc_html, capital_P_dangit.
 */
import { capitalPDangit } from './capital-p-dangit';
import { convertChars } from './convert-chars';
import { escAttr } from './esc-attr';
import { wptexturize } from './wptexturize';

export function theTitle( title: string ): string {
	return capitalPDangit( convertChars( wptexturize( title, [] ) ).trim() );
}

/** The document title's text, ready to print inside <title> (tags already taken out). */
export function documentTitle( text: string ): string {
	return capitalPDangit( escAttr( convertChars( wptexturize( text, [] ) ) ) );
}
