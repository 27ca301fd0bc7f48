import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { restDate } from '../../../../platform/content/dates';
import {
	excerptHtml,
	generatedExcerpt,
} from '../../../../platform/content/excerpt';
import { previewLink } from '../../../../platform/content/permalinks';
import { metaFor } from '../../../../platform/content/registered-meta';
import { getAllPostMeta } from '../../../../platform/store/postmeta';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { renderPostContent } from '../../../../platform/render/post-article';
import {
	fieldIncluded,
	filterByContext,
	type Context,
} from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { CURIES } from '../common/links';
import { gmtOf } from '../posts/prepare';
import { revisionSchema } from './schema';
import { theTitle } from '../../../../platform/content/formatting/the-title';

/** The registered meta of the post type, as the revision stored it (else each key's default). */
function revisionMeta(
	ctx: AppContext,
	revision: PostRow,
	type: PostTypeDefinition
): Record< string, unknown > {
	const stored = getAllPostMeta( ctx.db, revision.ID );
	return Object.fromEntries(
		Object.entries( metaFor( type.slug ) ).map( ( [ key, def ] ) => [
			key,
			stored[ key ] ?? def.default,
		] )
	);
}

/** prepare_item_for_response() of the revisions (and autosaves) controller. */
export function prepareRevision(
	ctx: AppContext,
	request: RestRequest,
	revision: PostRow,
	type: PostTypeDefinition,
	context: Context,
	autosave: boolean
): Record< string, unknown > {
	const parent =
		revision.post_type === 'revision'
			? getPost( ctx.db, revision.post_parent )
			: revision;
	const schema = revisionSchema( type, autosave );
	const shown = ( field: string ) =>
		fieldIncluded( field, schema, context, request.params._fields );
	// The revision's content, filtered as its post's would be: only when the response shows it
	// (or an excerpt made from it).
	const rendered =
		shown( 'content.rendered' ) ||
		( shown( 'excerpt.rendered' ) && ! revision.post_excerpt )
			? renderPostContent( ctx, request, {
					...( parent ?? revision ),
					post_content: revision.post_content,
				} ).html
			: '';
	const data: Record< string, unknown > = {
		author: revision.post_author,
		date: restDate( revision.post_date ),
		date_gmt: restDate(
			gmtOf( ctx, revision.post_date, revision.post_date_gmt )
		),
		id: revision.ID,
		modified: restDate( revision.post_modified ),
		modified_gmt: restDate( revision.post_modified_gmt ),
		parent:
			revision.post_type === 'revision'
				? revision.post_parent
				: revision.ID,
		slug: revision.post_name,
		guid: { rendered: revision.guid, raw: revision.guid },
		title: {
			raw: revision.post_title,
			rendered: theTitle( revision.post_title ),
		},
		content: { raw: revision.post_content, rendered },
		excerpt: {
			raw: revision.post_excerpt,
			rendered: excerptHtml(
				revision.post_excerpt || generatedExcerpt( rendered )
			),
		},
		meta: revisionMeta( ctx, revision, type ),
	};
	if ( autosave && parent ) {
		data.preview_link = previewLink( request.origin, parent );
	}
	const out = filterByContext( data, schema, context );
	out._links = {
		parent: [
			{
				href: `${ request.origin }/wp-json/wp/v2/${ type.restBase }/${ data.parent }`,
			},
		],
		curies: CURIES,
	};
	return out;
}
