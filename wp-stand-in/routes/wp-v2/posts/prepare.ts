import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { TAXONOMIES } from '../../../../platform/content/taxonomies';
import {
	ZERO_DATE,
	localToGmt,
	restDate,
} from '../../../../platform/content/dates';
import {
	permalinkTemplate,
	postLink,
} from '../../../../platform/content/permalinks';
import {
	excerptHtml,
	generatedExcerpt,
} from '../../../../platform/content/excerpt';
import {
	givenPostPassword,
	postPasswordMatches,
} from '../../../content/post-password';
import {
	readExtras,
	stickyPosts,
} from '../../../../platform/content/post-extras';
import { fieldsFor } from '../../../../platform/content/registered-meta';
import { siteTimezone } from '../../../content/site';
import { renderPostContent } from '../../../../platform/render/post-article';
import { userCanPost } from '../../../../platform/auth/post-capabilities';
import { postTermIds, type TermRow } from '../../../../platform/store/terms';
import type { PostRow } from '../../../../platform/store/posts';
import {
	fieldIncluded,
	linksIncluded,
	schemaFields,
	type Context,
} from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { featureFieldValues } from './feature-fields';
import { generatedSlug } from './slug';
import { postLinks } from './links';
import { postSchema } from './schema';
import { theTitle } from '../../../../platform/content/formatting/the-title';

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

/** Whether the response shows a field (`a.b` for a nested one): what it will not show is not computed. */
type Shown = ( field: string ) => boolean;

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

/**
 * The rendered content and excerpt the response shows: rendered only when one of them is asked
 * for (`_fields`, `context`) and the post's password does not hide them, as WordPress does.
 */
function renderedTexts(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	context: Context,
	shown: Shown
): { content: string; excerpt: string } {
	const hidden =
		!! post.post_password &&
		! passwordUnlocked( request, post, type, context );
	const showContent = ! hidden && shown( 'content.rendered' );
	const showExcerpt = ! hidden && shown( 'excerpt.rendered' );
	const content =
		showContent || ( showExcerpt && ! post.post_excerpt )
			? renderPostContent( ctx, request, post ).html
			: '';
	return {
		content: showContent ? content : '',
		excerpt: showExcerpt
			? excerptHtml( post.post_excerpt || generatedExcerpt( content ) )
			: '',
	};
}

/** The fields every post has, its texts hidden behind its password. */
function postFields(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition,
	extras: Extras,
	context: Context,
	shown: Shown
): Record< string, unknown > {
	const rendered = renderedTexts( ctx, request, post, type, context, shown );
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
		content: shown( 'content' ) && {
			raw: post.post_content,
			rendered: rendered.content,
			protected: !! post.post_password,
			block_version: post.post_content.includes( '<!-- wp:' ) ? 1 : 0,
		},
		excerpt: {
			raw: post.post_excerpt,
			rendered: rendered.excerpt,
			protected: !! post.post_password,
		},
		author: post.post_author,
		featured_media: extras.featuredMedia,
		comment_status: post.comment_status,
		ping_status: post.ping_status,
		sticky: shown( 'sticky' ) && stickyPosts( ctx.db ).includes( post.ID ),
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
	extras: Extras,
	shown: Shown
): Record< string, unknown > {
	const data: Record< string, unknown > = {};
	for ( const slug of type.taxonomies ) {
		if ( ! shown( TAXONOMIES[ slug ].restBase ) ) {
			continue;
		}
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
	const schema = postSchema( type );
	const shown: Shown = ( field ) =>
		fieldIncluded( field, schema, context, request.params._fields );
	const extras = readExtras( ctx.db, post.ID, post.post_type );
	const data = postFields( ctx, request, post, type, extras, context, shown );
	if ( type.viewable ) {
		data.permalink_template =
			shown( 'permalink_template' ) &&
			( permalinkTemplate(
				request.origin,
				post.post_type,
				post.post_date
			) ??
				postLink( request.origin, post ) );
		data.generated_slug =
			shown( 'generated_slug' ) && generatedSlug( ctx, post );
		data.class_list = shown( 'class_list' )
			? classList( post, extras, termsOf )
			: [];
	}
	Object.assign(
		data,
		termsAndFields( ctx, request, post, type, extras, shown ),
		context === 'edit' ? featureFieldValues( ctx, post ) : {}
	);
	// Only what the type's schema describes is shown (the data above holds every type's fields).
	const filtered = schemaFields( data, schema, context );
	if ( linksIncluded( request.params._fields ) ) {
		filtered._links = postLinks(
			ctx,
			request,
			post,
			type,
			extras.featuredMedia,
			context === 'edit'
		);
	}
	return filtered;
}
