import { bag } from '../supports/block-supports';
import { hasLinkColor } from '../link-color';
import { postClasses } from '../post-classes';
import { loopPage } from '../query-loop';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { whole } from '../attribute-values';
import type { CoreBlockRender } from '../types';

/** Post Template: its blocks once per post of the loop's page, each with that post as context. */
export const renderPostTemplate: CoreBlockRender = ( block, context ) => {
	const loop = loopPage( context );
	if ( ! loop.posts.length ) {
		return '';
	}
	const { attributes } = block;
	const classes: string[] = [];
	const legacy = bag( context.blockContext.displayLayout );
	if ( legacy.type === 'flex' ) {
		classes.push(
			`is-flex-container columns-${ whole( legacy.columns, 3, 1, 6 ) }`
		);
	}
	if ( hasLinkColor( attributes ) ) {
		classes.push( 'has-link-color' );
	}
	const layout = bag( attributes.layout );
	const columns = whole( layout.columnCount, 0, 0, 16 );
	if ( layout.type === 'grid' && columns ) {
		classes.push( `columns-${ columns }` );
		if ( layout.minimumColumnWidth ) {
			classes.push( 'has-native-responsive-grid' );
		}
	}
	const items = loop.posts
		.map(
			( post ) =>
				`<li class="${ postClasses( context, post, 'wp-block-post' ) }">${ block.innerHtml(
					{
						blockContext: {
							postId: post.ID,
							postType: post.post_type,
						},
					}
				) }</li>`
		)
		.join( '' );
	return `<ul${ wrapperAttributes( block, {
		class: classes.join( ' ' ),
	} ) }>${ items }</ul>`;
};
