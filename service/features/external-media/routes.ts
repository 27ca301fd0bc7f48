import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { RestRequest } from '../../../platform/rest/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import {
	deleteKeyringConnection,
	listKeyringConnections,
} from '../../../platform/store/keyring';
import { prepareService } from '../../stand-ins/keyring/provider';
import type { MediaSource } from '../../../shared/external-media/types';
import { googlePhotosAccount } from './account';
import { PHOTOS_VIEW, listGooglePhotos } from './google-photos';
import { listPexels } from './pexels';
import {
	COPY_LIMIT,
	copyExternalMedia,
	type CopyRequestItem,
	type MediaLibrary,
} from './copy';

const SERVICE = '(?P<service>google_photos|pexels)';
const canUpload = requireCapability( 'upload_files' );

/** The most items one listing page holds. */
export const LIST_MAX = 100;

function copyItems( request: RestRequest ): CopyRequestItem[] {
	const ids: string[] = request.params.external_ids;
	const media: CopyRequestItem[] = request.params.media ?? [];
	return ids.map( ( guid ) => {
		const given = media.find( ( item ) => item.guid === guid );
		return {
			guid,
			caption: given?.caption,
			title: given?.title,
		};
	} );
}

function notConnectable(): RestError {
	return new RestError(
		'rest_external_media_no_connection',
		'Pexels does not need a connection.',
		400
	);
}

/**
 * WordPress.com's external media endpoints: listings of Google Photos (the user's library,
 * albums and an album, through their keyring connection) and Pexels (a search or the curated
 * photos), copies into the media library, and the Google Photos connection. For people who may
 * upload files.
 */
export function registerExternalMediaRoutes(
	rest: RestServer,
	ctx: AppContext,
	library: MediaLibrary
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: `/external-media/list/${ SERVICE }`,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					number: {
						description: 'How many items a page holds.',
						type: 'integer',
						minimum: 1,
						maximum: LIST_MAX,
						default: 20,
					},
					path: {
						description:
							'The view (recent, or / for albums) or an album id.',
						type: 'string',
						maxLength: 200,
						default: PHOTOS_VIEW,
					},
					search: {
						description: 'Words to search for (Pexels).',
						type: 'string',
						maxLength: 200,
						default: '',
					},
					filter: {
						description:
							'Filter parts (Google Photos): mediaType=, categoryInclude=, feature=favorite, dateRange=.',
						type: 'array',
						items: { type: 'string', maxLength: 100 },
						maxItems: 4,
						default: [],
					},
					page_handle: {
						description: 'The next_page of the previous page.',
						type: 'string',
						maxLength: 500,
						default: '',
					},
				},
				permission: canUpload,
				handler: ( request ) => {
					const query = {
						number: request.params.number,
						path: request.params.path,
						search: request.params.search,
						filter: request.params.filter,
						pageHandle: request.params.page_handle,
					};
					const service = request.params.service as MediaSource;
					if ( service === 'pexels' ) {
						return { data: listPexels( query ) };
					}
					const account = googlePhotosAccount(
						ctx,
						request.user!.id,
						request.origin
					);
					return { data: listGooglePhotos( query, account ) };
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: `/external-media/copy/${ SERVICE }`,
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					external_ids: {
						description: 'The guids of the items to copy.',
						type: 'array',
						items: { type: 'string', minLength: 1, maxLength: 200 },
						minItems: 1,
						maxItems: COPY_LIMIT,
						required: true,
					},
					media: {
						description: 'Per item: its guid, caption and title.',
						type: 'array',
						maxItems: COPY_LIMIT,
						items: {
							type: 'object',
							properties: {
								guid: { type: 'string', maxLength: 200 },
								caption: { type: 'string', maxLength: 2000 },
								title: { type: 'string', maxLength: 200 },
							},
							required: [ 'guid' ],
						},
						default: [],
					},
					post_id: {
						description: 'The post the copies are attached to.',
						type: 'integer',
						minimum: 0,
						default: 0,
					},
				},
				permission: canUpload,
				handler: async ( request ) => {
					const service = request.params.service as MediaSource;
					if ( service === 'google_photos' ) {
						googlePhotosAccount(
							ctx,
							request.user!.id,
							request.origin
						);
					}
					return {
						data: await copyExternalMedia(
							ctx,
							request,
							library,
							service,
							copyItems( request ),
							request.params.post_id
						),
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: `/external-media/connection/${ SERVICE }`,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: canUpload,
				handler: ( request ) => {
					if ( request.params.service !== 'google_photos' ) {
						throw notConnectable();
					}
					return {
						data: prepareService( 'google_photos', request.origin ),
					};
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {},
				permission: canUpload,
				handler: ( request ) => {
					if ( request.params.service !== 'google_photos' ) {
						throw notConnectable();
					}
					const rows = listKeyringConnections(
						ctx.db,
						request.user!.id,
						'google_photos'
					);
					if ( ! rows.length ) {
						throw new RestError(
							'rest_external_media_not_connected',
							'There is no Google Photos connection to remove.',
							404
						);
					}
					rows.forEach( ( row ) =>
						deleteKeyringConnection( ctx.db, row.id )
					);
					return { data: { deleted: true } };
				},
			},
		],
	} );
}
