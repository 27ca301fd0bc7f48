import { __ } from '@wordpress/i18n';
import { MicroblogPost } from './microblog-post';
import type { MicroblogPost as Post } from './types';
import './style.scss';

/**
 * A microblog preview: one post, or a thread of posts joined by a line.
 *
 * @param props       The component props.
 * @param props.posts The posts, first to last.
 */
export function MicroblogPreview( { posts }: { posts: Post[] } ) {
	return (
		<div
			className="tessera-microblog-preview"
			role="list"
			aria-label={
				posts.length > 1
					? __( 'Thread preview', 'tessera' )
					: __( 'Post preview', 'tessera' )
			}
		>
			{ posts.map( ( post, index ) => (
				<div role="listitem" key={ index }>
					<MicroblogPost
						{ ...post }
						hasNext={ index < posts.length - 1 }
					/>
				</div>
			) ) }
		</div>
	);
}
