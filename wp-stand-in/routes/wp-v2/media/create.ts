import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../../../platform/context';
import { LIMITS } from '../../../content/limits';
import { gmtToLocal, mysqlGmt } from '../../../../platform/content/dates';
import { siteTimezone } from '../../../content/site';
import { sanitizeTitle } from '../../../../platform/content/slugs';
import { storeUpload, type CheckedFile } from '../../../content/uploads';
import { describeSizes } from '../../../../platform/content/image-sizes';
import {
	getPost,
	insertPost,
	setPostName,
} from '../../../../platform/store/posts';
import { updatePostMeta } from '../../../../platform/store/postmeta';
import { invalidParam } from '../../../../platform/rest/errors';
import type { RestRequest, RestResult } from '../../../../platform/rest/types';
import { uniquePostSlug } from '../posts/slug';
import { sentTexts } from '../posts/write-row';
import { prepareMedia } from './prepare';
import { checkParent } from './parent';
import { checkReceived, receiveFile } from './upload';
import { hostUploadedVideo } from '../../../../service/stand-ins/videopress/jobs';
import { created } from '../common/created';

const TEXT_FIELDS = [ 'title', 'caption', 'description', 'alt_text' ];

/** wp_read_image_metadata() of a file without EXIF: every field empty, as WordPress stores it. */
const EMPTY_IMAGE_META = {
	aperture: '0',
	credit: '',
	camera: '',
	caption: '',
	created_timestamp: '0',
	copyright: '',
	focal_length: '0',
	iso: '0',
	shutter_speed: '0',
	title: '',
	orientation: '0',
	keywords: [],
};

/** wp_generate_attachment_metadata(), without resizing (see content/image-sizes.ts). */
function attachmentMetadata(
	relative: string,
	checked: CheckedFile,
	size: number
) {
	if ( ! checked.image ) {
		return { filesize: size, mime_type: checked.mime };
	}
	const { width, height } = checked.image;
	const file = relative.split( '/' ).pop()!;
	return {
		width,
		height,
		file: relative,
		filesize: size,
		sizes: describeSizes( file, width, height, checked.mime ),
		image_meta: EMPTY_IMAGE_META,
	};
}

/** Multipart form fields are text: check them as the args of a JSON body would be. */
function checkFields( fields: Record< string, unknown > ): void {
	for ( const name of TEXT_FIELDS ) {
		const value = fields[ name ];
		if (
			value !== undefined &&
			( typeof value !== 'string' || value.length > LIMITS.description )
		) {
			throw invalidParam(
				name,
				`${ name } must be a string of at most ${ LIMITS.description } characters.`
			);
		}
	}
}

/** Alternative text is plain text: tags are stripped before it is stored. */
export function saveAltText( ctx: AppContext, id: number, alt: string ): void {
	updatePostMeta(
		ctx.db,
		id,
		'_wp_attachment_image_alt',
		alt.replace( /<[^>]*>/g, '' ).trim()
	);
}

/** An upload kept in the uploads folder, before its attachment is stored. */
interface StoredUpload {
	/** Its path in the uploads folder. */
	relative: string;
	checked: CheckedFile;
	size: number;
}

const NO_TEXTS = { post_title: '', post_content: '', post_excerpt: '' };

/**
 * Inserts the attachment of a stored upload: the form's title (else the file's name), caption and
 * description, filtered as a post's texts are; then its slug, file, metadata and alt text.
 */
function insertAttachment(
	ctx: AppContext,
	request: RestRequest,
	fields: Record< string, unknown >,
	upload: StoredUpload,
	parent: number
): number {
	const { relative, checked } = upload;
	const now = mysqlGmt();
	const local = gmtToLocal( now, siteTimezone( ctx.db ) );
	const stem = relative
		.split( '/' )
		.pop()!
		.replace( /\.[^.]+$/, '' );
	const text = ( value: unknown ) => String( value ?? '' );
	return ctx.db.transaction( () => {
		const id = insertPost( ctx.db, {
			post_author: request.user!.id,
			post_date: local,
			post_date_gmt: now,
			...sentTexts( request, NO_TEXTS, {
				title: text( fields.title ) || stem,
				content: text( fields.description ),
				excerpt: text( fields.caption ),
			} ),
			post_status: 'inherit',
			comment_status: 'open',
			ping_status: 'closed',
			post_password: '',
			post_name: '',
			post_modified: local,
			post_modified_gmt: now,
			post_parent: parent,
			guid: `/wp-content/uploads/${ relative }`,
			menu_order: 0,
			post_type: 'attachment',
			post_mime_type: checked.mime,
		} );
		const slug = uniquePostSlug(
			ctx,
			sanitizeTitle( stem ) || String( id ),
			{ ID: id, post_type: 'attachment', post_parent: parent }
		);
		setPostName( ctx.db, id, slug );
		updatePostMeta( ctx.db, id, '_wp_attached_file', relative );
		updatePostMeta(
			ctx.db,
			id,
			'_wp_attachment_metadata',
			attachmentMetadata( relative, checked, upload.size )
		);
		if ( typeof fields.alt_text === 'string' ) {
			saveAltText( ctx, id, fields.alt_text );
		}
		return id;
	} )();
}

/** A file to make an attachment of, with the form's texts (title, caption, description, alt_text, post). */
export interface IncomingFile {
	fileName: string;
	data: Buffer;
	fields: Record< string, unknown >;
	/** Whether it came as multipart form data (which names its upload error differently). */
	multipart: boolean;
}

/**
 * The file stored in the uploads folder, then its attachment, all or nothing: the one way an
 * attachment is made, whether uploaded or copied from an external media service.
 */
export function importAttachment(
	ctx: AppContext,
	request: RestRequest,
	file: IncomingFile
): number {
	checkFields( file.fields );
	const parent = checkParent( ctx, request, file.fields.post );
	const checked = checkReceived( ctx, { ...file, fields: {} } );
	const relative = storeUpload( ctx.uploadsDir, checked.name, file.data );
	let id: number;
	try {
		id = insertAttachment(
			ctx,
			request,
			file.fields,
			{ relative, checked, size: file.data.length },
			parent
		);
	} catch ( error ) {
		rmSync( join( ctx.uploadsDir, relative ), { force: true } );
		throw error;
	}
	// Jetpack sends every uploaded video to VideoPress, which transcodes it in the background.
	if ( checked.mime.startsWith( 'video/' ) ) {
		hostUploadedVideo( ctx, id, relative );
	}
	return id;
}

/** WP_REST_Attachments_Controller::create_item(). */
export async function createMedia(
	ctx: AppContext,
	request: RestRequest
): Promise< RestResult > {
	const received = await receiveFile( request.raw );
	const id = importAttachment( ctx, request, {
		...received,
		fields: { ...request.params, ...received.fields },
	} );
	return created(
		request,
		'media',
		id,
		prepareMedia( ctx, request, getPost( ctx.db, id )!, 'edit' ),
		{ 'X-WP-Upload-Attachment-ID': id }
	);
}
