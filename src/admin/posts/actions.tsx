import type { Action } from '@wordpress/dataviews';
import {
	allows,
	deletePost,
	editUrl,
	restorePost,
	viewUrl,
	type ListedPost,
	type PostsScreenSettings,
} from './api';

const trashed = ( post: ListedPost ) => post.status === 'trash';

/**
 * The row actions, each offered only on the posts the user's capabilities allow (the
 * `targetHints` WordPress sends): Edit and View go to the editor or the post; Trash, Restore and
 * Delete permanently (each also on many rows at once) call the REST API and then `done` with how
 * many rows they took and what failed.
 *
 * @param settings The screen's post type.
 * @param done     Reloads the list and its counts; given the number of rows acted on and the first
 *                 failure's message, if any.
 */
export function postActions(
	settings: PostsScreenSettings,
	done: ( count: number, failure?: string ) => void
): Action< ListedPost >[] {
	const onEach =
		( request: ( post: ListedPost ) => Promise< unknown > ) =>
		async ( posts: ListedPost[] ) => {
			const results = await Promise.allSettled( posts.map( request ) );
			const failed = results.find(
				( result ): result is PromiseRejectedResult =>
					result.status === 'rejected'
			);
			done(
				posts.length,
				failed
					? ( ( failed.reason as { message?: string } ).message ??
							'The action failed.' )
					: undefined
			);
		};
	return [
		{
			id: 'edit',
			label: 'Edit',
			isPrimary: true,
			isEligible: ( post ) => ! trashed( post ) && allows( post, 'PUT' ),
			callback: ( [ post ] ) => window.location.assign( editUrl( post ) ),
		},
		{
			id: 'view',
			label: ( [ post ] ) =>
				post?.status === 'publish' || post?.status === 'private'
					? 'View'
					: 'Preview',
			isPrimary: true,
			isEligible: ( post ) => ! trashed( post ),
			callback: ( [ post ] ) => window.location.assign( viewUrl( post ) ),
		},
		{
			id: 'trash',
			label: ( posts ) =>
				posts.length > 1 ? 'Move to Trash' : 'Trash',
			isPrimary: true,
			supportsBulk: true,
			isEligible: ( post ) =>
				! trashed( post ) && allows( post, 'DELETE' ),
			callback: onEach( ( post ) => deletePost( settings, post, false ) ),
		},
		{
			id: 'restore',
			label: 'Restore',
			isPrimary: true,
			supportsBulk: true,
			isEligible: ( post ) => trashed( post ) && allows( post, 'PUT' ),
			callback: onEach( ( post ) => restorePost( settings, post ) ),
		},
		{
			id: 'delete',
			label: 'Delete permanently',
			supportsBulk: true,
			isEligible: ( post ) => trashed( post ) && allows( post, 'DELETE' ),
			callback: onEach( ( post ) => deletePost( settings, post, true ) ),
		},
	];
}
