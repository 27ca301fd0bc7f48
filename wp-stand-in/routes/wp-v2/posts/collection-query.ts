import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { POST_STATUSES } from '../../../../platform/content/post-types';
import { TAXONOMIES } from '../../../../platform/content/taxonomies';
import { userCan } from '../../../../platform/auth/capabilities';
import { stickyPosts } from '../../../../platform/content/post-extras';
import type { PostQuery } from '../../../../platform/store/post-query';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type { JsonSchema, RestRequest } from '../../../../platform/rest/types';
import {
	collectionArgs,
	idFilterArgs,
	idList,
	offsetArg,
	orderArg,
	orderbyArg,
	stringListArg,
} from '../../../rest/common-args';
import { requestedPage } from '../../../../platform/rest/response';

/** get_collection_params() of the posts controller for a post type. */
export function postCollectionArgs(
	type: PostTypeDefinition
): Record< string, JsonSchema > {
	const args: Record< string, JsonSchema > = {
		...collectionArgs(),
		after: {
			description:
				'Limit response to posts published after a given ISO8601 compliant date.',
			type: 'string',
			format: 'date-time',
		},
		before: {
			description:
				'Limit response to posts published before a given ISO8601 compliant date.',
			type: 'string',
			format: 'date-time',
		},
		...idFilterArgs(),
		offset: offsetArg(
			'Offset the result set by a specific number of items.'
		),
		order: orderArg(
			'desc',
			'Order sort attribute ascending or descending.'
		),
		orderby: orderbyArg(
			'date',
			[
				'author',
				'date',
				'id',
				'include',
				'modified',
				'parent',
				'relevance',
				'slug',
				'title',
				...( type.supports[ 'page-attributes' ]
					? [ 'menu_order' ]
					: [] ),
			],
			'Sort collection by post attribute.'
		),
		slug: stringListArg(
			'Limit result set to posts with one or more specific slugs.'
		),
		status: {
			description:
				'Limit result set to posts assigned one or more statuses.',
			type: 'array',
			items: {
				type: 'string',
				enum: [ ...Object.keys( POST_STATUSES ), 'any' ],
			},
			default: 'publish',
		},
	};
	if ( type.supports.author ) {
		args.author = idList(
			'Limit result set to posts assigned to specific authors.'
		);
		args.author_exclude = idList(
			'Ensure result set excludes posts assigned to specific authors.'
		);
	}
	// WordPress declares the parent filters for attachments too (their parent is the post they
	// were uploaded to).
	if ( type.hierarchical || type.slug === 'attachment' ) {
		args.parent = idList(
			'Limit result set to items with particular parent IDs.'
		);
		args.parent_exclude = idList(
			'Limit result set to all items except those of a particular parent ID.'
		);
	}
	if ( type.slug === 'post' ) {
		args.sticky = {
			description: 'Limit result set to items that are sticky.',
			type: 'boolean',
		};
	}
	for ( const slug of type.taxonomies ) {
		const base = TAXONOMIES[ slug ].restBase;
		args[ base ] = idList(
			`Limit result set to items with specific terms assigned in the ${ slug } taxonomy.`
		);
		args[ `${ base }_exclude` ] = idList(
			`Limit result set to items except those with specific terms assigned in the ${ slug } taxonomy.`
		);
	}
	return args;
}

/** sanitize_post_statuses(): statuses other than `publish` need edit_posts (or read_private_posts). */
function statuses( request: RestRequest, type: PostTypeDefinition ): string[] {
	const asked: string[] = [].concat( request.params.status ?? 'publish' );
	const list = asked.includes( 'any' )
		? Object.keys( POST_STATUSES ).filter(
				( s ) => ! [ 'trash', 'auto-draft', 'inherit' ].includes( s )
			)
		: asked;
	for ( const status of list ) {
		if (
			status === 'publish' ||
			( type.slug === 'attachment' && status === 'inherit' )
		) {
			continue;
		}
		if (
			userCan( request.user, type.cap.edit_posts ) ||
			( status === 'private' &&
				userCan( request.user, type.cap.read_private_posts ) )
		) {
			continue;
		}
		throw forbidden(
			'rest_forbidden_status',
			'Status is forbidden.',
			request.user
		);
	}
	return list;
}

/**
 * The request's parameters as a store query. Only the arguments the type's collection declares
 * are read, each already checked against its schema; any other parameter is ignored, as in
 * WordPress (`/wp/v2/posts?parent=5` lists posts as if it were absent).
 */
export function postQuery(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition
): PostQuery {
	const declared = postCollectionArgs( type );
	const p = Object.fromEntries(
		Object.entries( request.params ).filter( ( [ name ] ) =>
			Object.hasOwn( declared, name )
		)
	) as RestRequest[ 'params' ];
	if ( p.orderby === 'relevance' && ! p.search ) {
		throw new RestError(
			'rest_no_search_term_defined',
			'You need to define a search term to order by relevance.',
			400
		);
	}
	if ( p.orderby === 'include' && ! p.include?.length ) {
		throw new RestError(
			'rest_orderby_include_missing_include',
			'You need to define an include parameter to order by include.',
			400
		);
	}
	const { perPage, offset } = requestedPage( p );
	const query: PostQuery = {
		types: [ type.slug ],
		statuses:
			type.slug === 'attachment'
				? [ 'inherit', 'private' ]
				: statuses( request, type ),
		readable: {
			userId: request.user?.id ?? 0,
			othersDrafts: userCan( request.user, type.cap.edit_others_posts ),
			othersPrivate: userCan( request.user, type.cap.read_private_posts ),
		},
		search: p.search || undefined,
		searchSkipsProtected: ! request.user,
		authors: p.author,
		authorsExclude: p.author_exclude,
		include: p.include,
		exclude: p.exclude,
		slugs: p.slug,
		parents: p.parent,
		parentsExclude: p.parent_exclude,
		terms: [],
		termsExclude: [],
		orderby: p.orderby ?? 'date',
		order: p.order ?? 'desc',
		limit: perPage,
		offset,
	};
	for ( const slug of type.taxonomies ) {
		const base = TAXONOMIES[ slug ].restBase;
		if ( p[ base ]?.length ) {
			query.terms!.push( p[ base ] );
		}
		query.termsExclude!.push( ...( p[ `${ base }_exclude` ] ?? [] ) );
	}
	if ( p.sticky !== undefined ) {
		const sticky = stickyPosts( ctx.db );
		if ( p.sticky ) {
			const wanted = query.include?.length
				? query.include.filter( ( id ) => sticky.includes( id ) )
				: sticky;
			// No sticky post: an ID that matches nothing, so the result is empty.
			query.include = wanted.length ? wanted : [ 0 ];
		} else {
			query.exclude = [ ...( query.exclude ?? [] ), ...sticky ];
		}
	}
	return query;
}
