import { addQueryArgs } from '@wordpress/url';

/** The editor of a post: where the store or a provider sends the person back to. */
export function getPostEditorUrl( postId: number ): string {
	return addQueryArgs( '/wp-admin/post.php', {
		post: postId,
		action: 'edit',
	} );
}
