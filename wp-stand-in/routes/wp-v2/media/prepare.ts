import type { AppContext } from '../../../../platform/context';
import { POST_TYPES } from '../../../../platform/content/post-types';
import { excerptHtml } from '../../../../platform/content/excerpt';
import { getPostMeta } from '../../../../platform/store/postmeta';
import type { PostRow } from '../../../../platform/store/posts';
import { schemaFields, type Context } from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { preparePost } from '../posts/prepare';
import { mediaSchema } from './schema';
import { attachmentVideoFields } from '../../../../service/stand-ins/videopress/provider';

interface AttachmentMetadata {
	width?: number;
	height?: number;
	file?: string;
	filesize?: number;
	sizes?: Record<
		string,
		{ file: string; width: number; height: number; mime_type: string }
	>;
	image_meta?: Record< string, unknown >;
	[ key: string ]: unknown;
}

/** The file of an attachment, relative to the uploads folder ('' when it has none). */
export function attachedFile( ctx: AppContext, id: number ): string {
	return String( getPostMeta( ctx.db, id, '_wp_attached_file' ) ?? '' );
}

function uploadUrl( origin: string, relative: string ): string {
	return `${ origin }/wp-content/uploads/${ relative.split( '/' ).map( encodeURIComponent ).join( '/' ) }`;
}

/** media_details: the stored metadata, and for an image the address of each size and of the full file. */
function mediaDetails(
	origin: string,
	post: PostRow,
	relative: string,
	metadata: AttachmentMetadata
): Record< string, unknown > {
	if ( ! post.post_mime_type.startsWith( 'image/' ) ) {
		return { ...metadata };
	}
	const dir = relative.includes( '/' )
		? relative.slice( 0, relative.lastIndexOf( '/' ) + 1 )
		: '';
	const sizes: Record< string, unknown > = {};
	for ( const [ name, size ] of Object.entries( metadata.sizes ?? {} ) ) {
		sizes[ name ] = {
			...size,
			source_url: uploadUrl( origin, dir + size.file ),
		};
	}
	sizes.full = {
		file: relative.split( '/' ).pop(),
		width: metadata.width,
		height: metadata.height,
		mime_type: post.post_mime_type,
		source_url: uploadUrl( origin, relative ),
	};
	return { ...metadata, sizes };
}

/** WP_REST_Attachments_Controller::prepare_item_for_response(). */
export function prepareMedia(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	context: Context
): Record< string, unknown > {
	const { _links: links, ...base } = preparePost(
		ctx,
		request,
		post,
		POST_TYPES.attachment,
		'edit'
	);
	const relative = attachedFile( ctx, post.ID );
	const metadata = ( getPostMeta(
		ctx.db,
		post.ID,
		'_wp_attachment_metadata'
	) ?? {} ) as AttachmentMetadata;
	const sourceUrl = uploadUrl( request.origin, relative );
	const data: Record< string, unknown > = {
		...base,
		link: sourceUrl,
		alt_text: String(
			getPostMeta( ctx.db, post.ID, '_wp_attachment_image_alt' ) ?? ''
		),
		caption: {
			raw: post.post_excerpt,
			rendered: excerptHtml( post.post_excerpt ),
		},
		description: {
			raw: post.post_content,
			rendered: excerptHtml( post.post_content ),
		},
		media_type: post.post_mime_type.startsWith( 'image/' )
			? 'image'
			: 'file',
		mime_type: post.post_mime_type,
		media_details: mediaDetails( request.origin, post, relative, metadata ),
		post: post.post_parent || null,
		source_url: sourceUrl,
		missing_image_sizes: [],
		...( post.post_mime_type.startsWith( 'video/' )
			? attachmentVideoFields( ctx, post.ID )
			: {} ),
	};
	const out = schemaFields( data, mediaSchema(), context );
	out._links = links;
	return out;
}
