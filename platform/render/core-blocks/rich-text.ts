import { ksesPost } from '../../content/kses';
import { text } from './attribute-values';

/** wp_kses_post() on a rich-text attribute a render prints as HTML (a label, a link text). */
export function richTextHtml( value: unknown ): string {
	return ksesPost( text( value ) );
}
