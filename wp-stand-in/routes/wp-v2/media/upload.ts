import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../../platform/context';
import { RestError } from '../../../../platform/rest/errors';
import { checkFile } from '../../../content/uploads';
import { getSettings } from '../../../../platform/content/settings';
import {
	allowedMimeTypesFor,
	planRequirements,
} from '../../../../platform/content/plans';

export interface ReceivedFile {
	fileName: string;
	data: Buffer;
	/** Form fields sent beside a multipart file (title, caption, alt_text, post...). */
	fields: Record< string, string >;
	multipart: boolean;
}

/** get_filename_from_disposition(): `attachment; filename="image.png"` (or filename*=UTF-8''...). */
function fileNameFromDisposition( header: string ): string | null {
	const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec( header );
	if ( star ) {
		try {
			return decodeURIComponent( star[ 1 ].trim() );
		} catch {
			return null;
		}
	}
	const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec( header );
	const name = plain ? ( plain[ 2 ] ?? plain[ 1 ] ).trim() : '';
	return name || null;
}

/**
 * The uploaded file, from multipart form data ($_FILES) or a raw body with Content-Disposition.
 * A request made inside the server (a batch's) has no body of its own, so it sends no file.
 */
export async function receiveFile(
	request: FastifyRequest | undefined
): Promise< ReceivedFile > {
	if ( ! request ) {
		throw new RestError( 'rest_upload_no_data', 'No data supplied.', 400 );
	}
	if ( request.isMultipart() ) {
		const fields: Record< string, string > = {};
		let file: { fileName: string; data: Buffer } | null = null;
		for await ( const part of request.parts() ) {
			if ( part.type === 'file' ) {
				const data = await part.toBuffer();
				if ( part.fieldname === 'file' && ! file ) {
					file = { fileName: part.filename, data };
				}
			} else if ( typeof part.value === 'string' ) {
				fields[ part.fieldname ] = part.value;
			}
		}
		if ( ! file || ! file.data.length ) {
			throw new RestError(
				'rest_upload_no_data',
				'No data supplied.',
				400
			);
		}
		return { ...file, fields, multipart: true };
	}
	const body = Buffer.isBuffer( request.body ) ? request.body : null;
	if ( ! body || ! body.length ) {
		throw new RestError( 'rest_upload_no_data', 'No data supplied.', 400 );
	}
	if ( ! request.headers[ 'content-type' ] ) {
		throw new RestError(
			'rest_upload_no_content_type',
			'No Content-Type supplied.',
			400
		);
	}
	const disposition = request.headers[ 'content-disposition' ];
	if ( ! disposition ) {
		throw new RestError(
			'rest_upload_no_content_disposition',
			'No Content-Disposition supplied.',
			400
		);
	}
	const fileName = fileNameFromDisposition( disposition );
	if ( ! fileName ) {
		throw new RestError(
			'rest_upload_invalid_disposition',
			'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
			400
		);
	}
	return { fileName, data: body, fields: {}, multipart: false };
}

/** The checked file, or WordPress's upload error (a client error here, never a 500). */
export function checkReceived( ctx: AppContext, file: ReceivedFile ) {
	const allowed = allowedMimeTypesFor(
		getSettings( ctx.db ).tessera_plan,
		planRequirements( ctx.options.planRequirements )
	);
	const checked = checkFile( file.fileName, file.data, allowed );
	if ( 'error' in checked ) {
		throw new RestError(
			file.multipart
				? 'rest_upload_unknown_error'
				: 'rest_upload_sideload_error',
			checked.error,
			400
		);
	}
	return checked;
}
