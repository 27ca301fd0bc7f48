import { balanceTags } from '../formatting/balance-tags';
import { capitalPDangit } from '../../../platform/content/formatting/capital-p-dangit';
import { convertChars } from '../../../platform/content/formatting/convert-chars';
import { wpautop } from '../../../platform/content/formatting/wpautop';
import { wptexturize } from '../../../platform/content/formatting/wptexturize';

/**
 * The `comment_text` filters, in WordPress's order: typographic quotes and dashes, loose `&`
 * encoded, tags balanced, paragraphs and line breaks, "WordPress" spelled right. The text was
 * filtered when it was stored; this only formats it. (make_clickable, which links bare addresses,
 * and smilies are not applied.)
 */
export function commentText( content: string ): string {
	return capitalPDangit(
		wpautop( balanceTags( convertChars( wptexturize( content, [] ) ) ) )
	);
}
