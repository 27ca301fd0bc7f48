import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { TAXONOMIES } from '../../../content/taxonomies';
import { ZERO_DATE, localToGmt, restDate } from '../../../content/dates';
import { permalinkTemplate, postLink } from '../../../content/permalinks';
import { excerptHtml, generatedExcerpt } from '../../../content/excerpt';
import {
	givenPostPassword,
	postPasswordMatches,
} from '../../../content/post-password';
import { readExtras, stickyPosts } from '../../../content/post-extras';
import { fieldsFor } from '../../../content/registered-meta';
import { siteTimezone } from '../../../content/site';
import { renderPostContent } from '../../../render/post-article';
import { userCanPost } from '../../../auth/post-capabilities';
import { postTermIds, type TermRow } from '../../../store/terms';
import type { PostRow } from '../../../store/posts';
import { schemaFields, type Context } from '../../../rest/response';
import type { RestRequest } from '../../../rest/types';
import { featureFieldValues } from './feature-fields';
import { generatedSlug } from './slug';
import { postLinks } from './links';
import { postSchema } from './schema';
import { theTitle } from '../../../content/formatting/the-title';

/** The GMT date of a post: a floating draft has none stored, so it follows its local date. */
export function gmtOf( ctx: AppContext, date: string, gmt: string ): string {
	return gmt === ZERO_DATE ? localToGmt( date, siteTimezone( ctx.db ) ) : gmt;
}

/** GUIDs are stored site-relative, so that they follow the address the site is served at. */
function absoluteGuid( origin: string, guid: string ): string {
	return guid.startsWith( '/' ) ? origin + guid : guid;
}

/** The post's class names, as get_post_class() gives them. */
function classList(
	post: PostRow,
	extras: { featuredMedia: number; format: string },
	termsOf: ( tax: string ) => TermRow[]
): string[] {
	const classes = [
		`post-${ post.ID }`,
		post.post_type,
		`type-${ post.post_type }`,
		`status-${ post.post_status }`,
	];
	if ( post.post_type === 'post' ) {
		classes.push( `format-${ extras.format }` );
	}
	if ( extras.featuredMedia ) {
		classes.push( 'has-post-thumbnail' );
	}
	if ( post.post_password ) {
		classes.push( 'post-password-required' );
	}
	for ( const taxonomy of [ 'category', 'post_tag' ] ) {
		for ( const term of termsOf( taxonomy ) ) {
			classes.push(
				`${ taxonomy === 'post_tag' ? 'tag' : 'category' }-${ term.slug }`
			);
		}
	}
	classes.push( 'hentry' );
	return classes;
}

type Extras = ReturnType< typeof readExtras >;

/**
 * can_access_password_content(): a protected post's texts are shown in edit context to those who
 * may edit it, and in any context to a request that gives its password; to no one else.
 */
function passwordUnlocked(
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	context: Context
): boolean {
	if (
		context === 'edit' &&
		userCanPost( request.user, 'edit_post', post, type )
	) {
		return true;
	}
	const given = givenPostPassword( request.params.password );
	return given !== null && postPasswordMatches( post, given );
}

/** The fields every post has, its texts hidden behind its password. */
function postFields(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	extras: Extras,
	context: Context
): Record< string, unknown > {
	const hidden =
		!! post.post_password &&
		! passwordUnlocked( request, post, type, context );
	const rendered = renderPostContent( ctx, request, post ).html;
	return {
		id: post.ID,
		date: restDate( post.post_date ),
		date_gmt: restDate( gmtOf( ctx, post.post_date, post.post_date_gmt ) ),
		guid: {
			rendered: absoluteGuid( request.origin, post.guid ),
			raw: absoluteGuid( request.origin, post.guid ),
		},
		modified: restDate( post.post_modified ),
		modified_gmt: restDate( post.post_modified_gmt ),
		password: post.post_password,
		slug: post.post_name,
		status: post.post_status,
		type: post.post_type,
		link: postLink( request.origin, post ),
		title: { raw: post.post_title, rendered: theTitle( post.post_title ) },
		content: {
			raw: post.post_content,
			rendered: hidden ? '' : rendered,
			protected: !! post.post_password,
			block_version: post.post_content.includes( '<!-- wp:' ) ? 1 : 0,
		},
		excerpt: {
			raw: post.post_excerpt,
			rendered: hidden
				? ''
				: excerptHtml(
						post.post_excerpt || generatedExcerpt( rendered )
					),
			protected: !! post.post_password,
		},
		author: post.post_author,
		featured_media: extras.featuredMedia,
		comment_status: post.comment_status,
		ping_status: post.ping_status,
		sticky: stickyPosts( ctx.db ).includes( post.ID ),
		template: extras.template,
		format: extras.format,
		meta: extras.meta,
		parent: post.post_parent,
		menu_order: post.menu_order,
	};
}

/** The post's terms by taxonomy, and its registered fields (computed, or as stored). */
function termsAndFields(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	extras: Extras
): Record< string, unknown > {
	const data: Record< string, unknown > = {};
	for ( const slug of type.taxonomies ) {
		data[ TAXONOMIES[ slug ].restBase ] = postTermIds(
			ctx.db,
			post.ID,
			slug
		);
	}
	for ( const [ key, def ] of Object.entries(
		fieldsFor( post.post_type )
	) ) {
		data[ key ] = def.compute
			? def.compute(
					{
						id: post.ID,
						status: post.post_status,
						type: post.post_type,
					},
					{ home: request.origin }
				)
			: extras.fields[ key ];
	}
	return data;
}

/** prepare_item_for_response() of the posts controller. */
export function preparePost(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	context: Context,
	termsOf: ( tax: string ) => TermRow[] = () => []
): Record< string, unknown > {
	const extras = readExtras( ctx.db, post.ID, post.post_type );
	const data = postFields( ctx, request, post, type, extras, context );
	if ( type.viewable ) {
		data.permalink_template =
			permalinkTemplate(
				request.origin,
				post.post_type,
				post.post_date
			) ?? postLink( request.origin, post );
		data.generated_slug = generatedSlug( ctx, post );
		data.class_list = classList( post, extras, termsOf );
	}
	Object.assign(
		data,
		termsAndFields( ctx, request, post, type, extras ),
		context === 'edit' ? featureFieldValues( ctx, post ) : {}
	);
	// Only what the type's schema describes is shown (the data above holds every type's fields).
	const filtered = schemaFields( data, postSchema( type ), context );
	filtered._links = postLinks(
		ctx,
		request,
		post,
		type,
		extras.featuredMedia,
		context === 'edit'
	);
	return filtered;
}
