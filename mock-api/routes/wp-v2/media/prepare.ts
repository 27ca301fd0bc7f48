import type { AppContext } from '../../../context';
import { POST_TYPES } from '../../../content/post-types';
import { excerptHtml } from '../../../content/excerpt';
import { getPostMeta } from '../../../store/postmeta';
import type { PostRow } from '../../../store/posts';
import { filterByContext, type Context } from '../../../rest/response';
import type { RestRequest } from '../../../rest/types';
import { preparePost } from '../posts/prepare';
import { mediaSchema } from './schema';

export interface AttachmentMetadata {
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

export function uploadUrl( origin: string, relative: string ): string {
	return `${ origin }/wp-content/uploads/${ relative.split( '/' ).map( encodeURIComponent ).join( '/' ) }`;
}

/** WP_REST_Attachments_Controller::prepare_item_for_response(). */
export function prepareMedia(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow,
	context: Context
): Record< string, unknown > {
	const type = POST_TYPES.attachment;
	const base = preparePost( ctx, request, post, type, 'edit' );
	const relative = String(
		getPostMeta( ctx.db, post.ID, '_wp_attached_file' ) ?? ''
	);
	const metadata = ( getPostMeta(
		ctx.db,
		post.ID,
		'_wp_attachment_metadata'
	) ?? {} ) as AttachmentMetadata;
	const sourceUrl = uploadUrl( request.origin, relative );
	const dir = relative.includes( '/' )
		? relative.slice( 0, relative.lastIndexOf( '/' ) + 1 )
		: '';
	const isImage = post.post_mime_type.startsWith( 'image/' );
	let details: Record< string, unknown > = { ...metadata };
	if ( isImage ) {
		const sizes: Record< string, unknown > = {};
		for ( const [ name, size ] of Object.entries( metadata.sizes ?? {} ) ) {
			sizes[ name ] = {
				...size,
				source_url: uploadUrl( request.origin, dir + size.file ),
			};
		}
		sizes.full = {
			file: relative.split( '/' ).pop(),
			width: metadata.width,
			height: metadata.height,
			mime_type: post.post_mime_type,
			source_url: sourceUrl,
		};
		details = { ...metadata, sizes };
	} else if ( ! Object.keys( details ).length ) {
		details = {};
	}
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
		media_type: isImage ? 'image' : 'file',
		mime_type: post.post_mime_type,
		media_details: details,
		post: post.post_parent || null,
		source_url: sourceUrl,
		missing_image_sizes: [],
	};
	const links = data._links as Record< string, unknown >;
	delete data._links;
	const out = filterByContext( data, mediaSchema(), context );
	for ( const key of Object.keys( out ) ) {
		if ( ! ( key in mediaSchema().properties ) ) {
			delete out[ key ];
		}
	}
	out._links = links;
	return out;
}
