import { htmlAttributes } from '../../../shared/server-render/html';
import type { PostRow } from '../../store/posts';
import { text } from './attribute-values';
import { permalink } from './post-fields';
import type { CoreRenderContext } from './types';

/** `_blank` when the block asks for a new tab, `_self` otherwise. */
export function linkTarget( attributes: Record< string, unknown > ): string {
	return text( attributes.linkTarget ) === '_blank' ? '_blank' : '_self';
}

/** `html` linked to the post, with the block's `linkTarget` and `rel`. */
export function linkedToPost(
	context: CoreRenderContext,
	post: PostRow,
	attributes: Record< string, unknown >,
	html: string
): string {
	return `<a${ htmlAttributes( {
		href: permalink( context.origin, post ),
		target: linkTarget( attributes ),
		rel: text( attributes.rel ).trim() || undefined,
	} ) }>${ html }</a>`;
}
