import apiFetch from '@wordpress/api-fetch';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect, useState } from '@wordpress/element';
import {
	MAX_RELATED_POSTS,
	type RelatedPost,
} from '../../../shared/related-posts/types';

const TEMPLATE_TYPES = [ 'wp_template', 'wp_template_part' ];

export interface RelatedPostsState {
	/** Undefined while asking. */
	posts?: RelatedPost[];
	/** A template (the site editor): there is no post to relate to. */
	isTemplate: boolean;
}

/**
 * The site's related posts for the post being edited, asked again after each save (what the post
 * says, and so what is related to it, may have changed).
 */
export function useRelatedPosts(): RelatedPostsState {
	const { postId, postType, modified } = useSelect( ( select ) => {
		const editor = select( editorStore );
		return {
			postId: editor.getCurrentPostId() as number | null,
			postType: editor.getCurrentPostType() as string | null,
			modified: editor.getEditedPostAttribute( 'modified' ) as
				string | undefined,
		};
	}, [] );
	const isTemplate = TEMPLATE_TYPES.includes( postType ?? '' );
	const [ posts, setPosts ] = useState< RelatedPost[] >();

	useEffect( () => {
		if ( isTemplate || ! postId ) {
			setPosts( [] );
			return;
		}
		let current = true;
		apiFetch< RelatedPost[] >( {
			path: `/wpcom/v2/related-posts/${ postId }?size=${ MAX_RELATED_POSTS }`,
		} ).then(
			( found ) =>
				current && setPosts( Array.isArray( found ) ? found : [] ),
			() => current && setPosts( [] )
		);
		return () => {
			current = false;
		};
	}, [ postId, isTemplate, modified ] );

	return { posts, isTemplate };
}
