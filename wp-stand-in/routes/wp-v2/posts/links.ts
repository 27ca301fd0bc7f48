import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import {
	TAXONOMIES,
	createTermCap,
} from '../../../../platform/content/taxonomies';
import { userCan } from '../../../../platform/auth/capabilities';
import { userCanPost } from '../../../../platform/auth/post-capabilities';
import type { PostRow } from '../../../../platform/store/posts';
import { childPostNames } from '../../../../platform/store/posts';
import type { RestRequest } from '../../../../platform/rest/types';
import { CURIES } from '../common/links';

/** The methods the user may use on the post (targetHints.allow, read by core-data for canUser). */
function allowedOnPost(
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition
): string[] {
	const allow = [ 'GET' ];
	if ( userCanPost( request.user, 'edit_post', post, type ) ) {
		allow.push( 'POST', 'PUT', 'PATCH' );
	}
	if ( userCanPost( request.user, 'delete_post', post, type ) ) {
		allow.push( 'DELETE' );
	}
	return allow;
}

/** The post's revision history: how many revisions, and the latest one. */
function revisionLinks(
	ctx: AppContext,
	post: PostRow,
	self: string
): Record< string, unknown[] > {
	const revisions = childPostNames( ctx.db, post.ID, 'revision' ).filter(
		( r ) => ! r.post_name.includes( 'autosave' )
	);
	return {
		'version-history': [
			{ count: revisions.length, href: `${ self }/revisions` },
		],
		...( revisions.length
			? {
					'predecessor-version': [
						{
							id: revisions[ 0 ].ID,
							href: `${ self }/revisions/${ revisions[ 0 ].ID }`,
						},
					],
				}
			: {} ),
	};
}

/**
 * get_available_actions(): the actions the user may take on the post, each shown as a
 * `wp:action-*` link (publish, post unfiltered HTML, make sticky, change the author, create or
 * assign terms).
 */
function actionLinks(
	request: RestRequest,
	type: PostTypeDefinition
): string[] {
	const user = request.user;
	const actions: string[] = [];
	if ( userCan( user, type.cap.publish_posts ) ) {
		actions.push( 'publish' );
	}
	if ( userCan( user, 'unfiltered_html' ) ) {
		actions.push( 'unfiltered-html' );
	}
	if (
		type.slug === 'post' &&
		userCan( user, type.cap.edit_others_posts ) &&
		userCan( user, type.cap.publish_posts )
	) {
		actions.push( 'sticky' );
	}
	if ( type.supports.author && userCan( user, type.cap.edit_others_posts ) ) {
		actions.push( 'assign-author' );
	}
	for ( const slug of type.taxonomies ) {
		const taxonomy = TAXONOMIES[ slug ];
		if ( userCan( user, createTermCap( taxonomy ) ) ) {
			actions.push( `create-${ taxonomy.restBase }` );
		}
		if ( userCan( user, taxonomy.assignCap ) ) {
			actions.push( `assign-${ taxonomy.restBase }` );
		}
	}
	return actions;
}

/** prepare_links() and, in edit context, get_available_actions() of the posts controller. */
export function postLinks(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	featuredMedia: number,
	edit: boolean
): Record< string, unknown[] > {
	const api = `${ request.origin }/wp-json`;
	const base = `${ api }/wp/v2/${ type.restBase }`;
	const self = `${ base }/${ post.ID }`;
	const links: Record< string, unknown[] > = {
		self: [
			{
				href: self,
				targetHints: { allow: allowedOnPost( request, post, type ) },
			},
		],
		collection: [ { href: base } ],
		about: [ { href: `${ api }/wp/v2/types/${ type.slug }` } ],
	};
	if ( type.supports.author && post.post_author ) {
		links.author = [
			{
				embeddable: true,
				href: `${ api }/wp/v2/users/${ post.post_author }`,
			},
		];
	}
	if ( type.supports.revisions ) {
		Object.assign( links, revisionLinks( ctx, post, self ) );
	}
	if ( featuredMedia ) {
		links[ 'wp:featuredmedia' ] = [
			{
				embeddable: true,
				href: `${ api }/wp/v2/media/${ featuredMedia }`,
			},
		];
	}
	links[ 'wp:attachment' ] = [
		{ href: `${ api }/wp/v2/media?parent=${ post.ID }` },
	];
	if ( type.taxonomies.length ) {
		links[ 'wp:term' ] = type.taxonomies.map( ( slug ) => ( {
			taxonomy: slug,
			embeddable: true,
			href: `${ api }/wp/v2/${ TAXONOMIES[ slug ].restBase }?post=${ post.ID }`,
		} ) );
	}
	if ( edit ) {
		for ( const action of actionLinks( request, type ) ) {
			links[ `wp:action-${ action }` ] = [ { href: self } ];
		}
	}
	links.curies = CURIES;
	return links;
}
