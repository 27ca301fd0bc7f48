/**
 * WP_REST_Attachments_Controller's image editing: `POST /wp/v2/media/<id>/edit` crops, rotates and
 * flips the original image (the `modifiers`, applied in order) into a new attachment named
 * `<name>-edited`, with the original's title, caption, description and alt text, answered 201;
 * `POST /wp/v2/media/<id>/post-process` (`create-image-subsizes`) answers the attachment, whose
 * sizes are described when it is stored (content/image-sizes.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { getPost } from '../../../../platform/store/posts';
import { getPostMeta } from '../../../../platform/store/postmeta';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type { JsonSchema, RestEndpoint } from '../../../../platform/rest/types';
import { importAttachment } from './create';
import { prepareMedia } from './prepare';
import { findMedia, mayEditMedia } from './find';
import { created } from '../common/created';

const EDITABLE_TYPES = [ 'image/jpeg', 'image/png', 'image/gif', 'image/webp' ];

const PERCENT = { type: 'number', minimum: 0, maximum: 100 };

const MODIFIERS: JsonSchema = {
	description: 'Array of image edits.',
	type: 'array',
	minItems: 1,
	items: {
		type: 'object',
		required: [ 'type', 'args' ],
		oneOf: [
			{
				title: 'Rotation',
				properties: {
					type: { type: 'string', enum: [ 'rotate' ] },
					args: {
						type: 'object',
						required: [ 'angle' ],
						properties: { angle: { type: 'number' } },
					},
				},
			},
			{
				title: 'Crop',
				properties: {
					type: { type: 'string', enum: [ 'crop' ] },
					args: {
						type: 'object',
						required: [ 'left', 'top', 'width', 'height' ],
						properties: {
							left: PERCENT,
							top: PERCENT,
							width: PERCENT,
							height: PERCENT,
						},
					},
				},
			},
			{
				title: 'Flip',
				properties: {
					type: { type: 'string', enum: [ 'flip' ] },
					args: {
						type: 'object',
						required: [ 'flip' ],
						properties: {
							flip: {
								type: 'object',
								properties: {
									horizontal: { type: 'boolean' },
									vertical: { type: 'boolean' },
								},
							},
						},
					},
				},
			},
		],
	},
};

type Modifier =
	| { type: 'rotate'; args: { angle: number } }
	| {
			type: 'crop';
			args: { left: number; top: number; width: number; height: number };
	  }
	| {
			type: 'flip';
			args: { flip: { horizontal?: boolean; vertical?: boolean } };
	  };

/** The older parameters (rotation, x, y, width, height) as modifiers. */
function legacyModifiers( p: Record< string, unknown > ): Modifier[] {
	const modifiers: Modifier[] = [];
	if ( typeof p.rotation === 'number' && p.rotation !== 0 ) {
		modifiers.push( { type: 'rotate', args: { angle: p.rotation } } );
	}
	const [ x, y, width, height ] = [ p.x, p.y, p.width, p.height ];
	if (
		[ x, y, width, height ].every( ( value ) => typeof value === 'number' )
	) {
		modifiers.push( {
			type: 'crop',
			args: {
				left: x as number,
				top: y as number,
				width: width as number,
				height: height as number,
			},
		} );
	}
	return modifiers;
}

/** Whether `src` names the attachment's file or one of its sizes, as WordPress checks. */
function namesTheFile(
	src: string,
	file: string,
	metadata: { sizes?: Record< string, { file?: string } > }
): boolean {
	let name: string;
	try {
		name = decodeURIComponent(
			new URL( src ).pathname.split( '/' ).pop()!
		);
	} catch {
		return false;
	}
	const names = [
		file.split( '/' ).pop(),
		...Object.values( metadata.sizes ?? {} ).map( ( size ) => size.file ),
	];
	return names.includes( name );
}

/** The edits applied in order: rotation clockwise, crop in percentages of the current image. */
async function edited( data: Buffer, modifiers: Modifier[], format: string ) {
	const { default: sharp } = await import( 'sharp' );
	let image = await sharp( data, { autoOrient: true } ).toBuffer();
	for ( const modifier of modifiers ) {
		const step = sharp( image );
		if ( modifier.type === 'rotate' ) {
			image = await step.rotate( modifier.args.angle ).toBuffer();
		} else if ( modifier.type === 'flip' ) {
			const { horizontal, vertical } = modifier.args.flip;
			image = await ( horizontal ? step.flop() : step )
				.flip( !! vertical )
				.toBuffer();
		} else {
			const { width = 0, height = 0 } = await step.metadata();
			const box = {
				left: Math.round( ( width * modifier.args.left ) / 100 ),
				top: Math.round( ( height * modifier.args.top ) / 100 ),
				width: Math.round( ( width * modifier.args.width ) / 100 ),
				height: Math.round( ( height * modifier.args.height ) / 100 ),
			};
			if (
				box.width < 1 ||
				box.height < 1 ||
				box.left + box.width > width ||
				box.top + box.height > height
			) {
				throw new RestError(
					'rest_image_crop_failed',
					'Unable to crop this image.',
					500
				);
			}
			if ( box.width !== width || box.height !== height ) {
				image = await step.extract( box ).toBuffer();
			}
		}
	}
	return sharp( image )
		.toFormat( format as 'jpeg' )
		.toBuffer();
}

/** `name-edited.ext`, and never `-edited-edited`: a second edit is numbered by the upload folder. */
function editedName( file: string ): string {
	const base = file.split( '/' ).pop()!;
	const dot = base.lastIndexOf( '.' );
	const stem = base.slice( 0, dot ).replace( /-edited(-\d+)?$/, '' );
	return `${ stem }-edited${ base.slice( dot ) }`;
}

/** POST /wp/v2/media/<id>/edit. */
export function editImage( ctx: AppContext ): RestEndpoint {
	const mayEdit = mayEditMedia( ctx );
	return {
		methods: [ 'POST' ],
		args: {
			id: { type: 'integer' },
			src: {
				description: 'URL to the edited image file.',
				type: 'string',
				format: 'uri',
				required: true,
			},
			modifiers: MODIFIERS,
			rotation: {
				description:
					'The amount to rotate the image clockwise in degrees.',
				type: 'integer',
				exclusiveMinimum: 0,
				exclusiveMaximum: 360,
			},
			x: PERCENT,
			y: PERCENT,
			width: PERCENT,
			height: PERCENT,
		},
		permission: ( request ) => {
			if ( ! userCan( request.user, 'upload_files' ) ) {
				return forbidden(
					'rest_cannot_edit_image',
					'Sorry, you are not allowed to upload media on this site.',
					request.user
				);
			}
			return mayEdit( request );
		},
		handler: async ( request ) => {
			const original = findMedia( ctx )( request );
			const file = getPostMeta(
				ctx.db,
				original.ID,
				'_wp_attached_file'
			);
			const metadata =
				( getPostMeta(
					ctx.db,
					original.ID,
					'_wp_attachment_metadata'
				) as {
					sizes?: Record< string, { file?: string } >;
				} ) ?? {};
			if (
				typeof file !== 'string' ||
				! original.post_mime_type.startsWith( 'image/' ) ||
				! namesTheFile( String( request.params.src ), file, metadata )
			) {
				throw new RestError(
					'rest_unknown_attachment',
					'Unable to get meta information for file.',
					404
				);
			}
			if ( ! EDITABLE_TYPES.includes( original.post_mime_type ) ) {
				throw new RestError(
					'rest_cannot_edit_file_type',
					'This type of file cannot be edited.',
					400
				);
			}
			const modifiers =
				( request.params.modifiers as Modifier[] | undefined ) ??
				legacyModifiers( request.params );
			if ( ! modifiers.length ) {
				throw new RestError(
					'rest_image_not_edited',
					'The image was not edited. Edit the image before applying the changes.',
					400
				);
			}
			const data = await edited(
				readFileSync( join( ctx.uploadsDir, file ) ),
				modifiers,
				original.post_mime_type.split( '/' )[ 1 ]
			);
			const id = importAttachment( ctx, request, {
				fileName: editedName( file ),
				data,
				multipart: false,
				fields: {
					title: original.post_title,
					caption: original.post_excerpt,
					description: original.post_content,
					alt_text: String(
						getPostMeta(
							ctx.db,
							original.ID,
							'_wp_attachment_image_alt'
						) ?? ''
					),
				},
			} );
			return created(
				request,
				'media',
				id,
				prepareMedia( ctx, request, getPost( ctx.db, id )!, 'edit' )
			);
		},
	};
}

/** POST /wp/v2/media/<id>/post-process: the sizes are described at upload, so nothing is left to make. */
export function postProcessImage( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		args: {
			id: { type: 'integer' },
			action: {
				type: 'string',
				enum: [ 'create-image-subsizes' ],
				required: true,
			},
		},
		permission: mayEditMedia( ctx ),
		handler: ( request ) => ( {
			data: prepareMedia(
				ctx,
				request,
				findMedia( ctx )( request ),
				'edit'
			),
		} ),
	};
}
