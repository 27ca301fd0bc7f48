import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { formatDate } from '../../../content/date-format';
import { getSettings } from '../../../content/settings';
import { flag, text } from '../attribute-values';
import { contextPost } from '../context-post';
import { hasLinkColor } from '../link-color';
import { displayDate, isoDate, permalink } from '../post-fields';
import { bag } from '../supports/block-supports';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { humanTimeDiff } from '../human-time-diff';
import type { PostRow } from '../../../store/posts';
import type { CoreBlockRender, CoreRenderContext } from '../types';

/** Which of the post's dates the block shows: a binding to the post's data says, else `displayType`. */
function dateField(
	attributes: Record< string, unknown >
): 'date' | 'modified' {
	const binding = bag( bag( bag( attributes.metadata ).bindings ).datetime );
	if ( binding.source === 'core/post-data' ) {
		return bag( binding.args ).field === 'modified' ? 'modified' : 'date';
	}
	return attributes.displayType === 'modified' ? 'modified' : 'date';
}

/** The `datetime` value and the text shown: the typed date, or the post's own. */
function shownDate(
	context: CoreRenderContext,
	attributes: Record< string, unknown >,
	post: PostRow | undefined,
	typed: string
): { datetime: string; shown: string } | null {
	const format = text( attributes.format );
	if ( typed || ! post ) {
		const time = Date.parse( typed );
		return Number.isNaN( time )
			? null
			: {
					datetime: typed,
					shown: formatDate(
						new Date( time )
							.toISOString()
							.slice( 0, 19 )
							.replace( 'T', ' ' ),
						format || getSettings( context.db ).date_format
					),
				};
	}
	const field = dateField( attributes );
	const datetime = isoDate( post, field );
	return {
		datetime,
		shown:
			format === 'human-diff'
				? humanTimeDiff( Date.parse( datetime ), Date.now() )
				: displayDate( context.db, post, format, field ),
	};
}

/**
 * Date: the post's publication (or last modification) date in the format chosen, the site's date
 * format by default, or as "… ago". A date typed into the block itself is shown as typed.
 */
export const renderPostDate: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const post = contextPost( context );
	const bound = !! bag( bag( attributes.metadata ).bindings ).datetime;
	const typed = ! bound ? text( attributes.datetime ) : '';
	const date = shownDate( context, attributes, post, typed );
	if ( ! date ) {
		return '';
	}
	const classes = [
		dateField( attributes ) === 'modified' &&
			! typed &&
			'wp-block-post-date__modified-date',
		hasLinkColor( attributes ) && 'has-link-color',
	].filter( Boolean );
	let time = `<time${ htmlAttributes( {
		datetime: date.datetime,
	} ) }>${ escapeHtml( date.shown ) }</time>`;
	if ( flag( attributes.isLink ) && post ) {
		time = `<a${ htmlAttributes( {
			href: permalink( context.origin, post ),
		} ) }>${ time }</a>`;
	}
	return `<div${ wrapperAttributes( block, {
		class: classes.join( ' ' ),
	} ) }>${ time }</div>`;
};
