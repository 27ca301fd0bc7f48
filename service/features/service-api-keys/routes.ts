/**
 * WordPress.com's service API keys (`/wpcom/v2/service-api-keys/<service>`), today for the maps
 * service only. Anyone may read the key in use (the map on the visitor page needs it); only users
 * who may edit others' posts may set or remove the site's own. A new key is first tried against
 * the maps service, and refused with `invalid_key` when the service does not take it. Removing
 * the site's key goes back to the platform default, when the platform has one: our own site is on
 * the platform, which provides its maps key as WordPress.com does; a WordPress site has none, and
 * its owner pastes theirs.
 */
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { RestRequest } from '../../../platform/rest/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import {
	deleteSiteApiKey,
	saveServiceApiKey,
	serviceApiKey,
} from '../../../platform/store/service-api-keys';
import { mapboxTokenWorks } from './check-token';
import { PLATFORM_TOKEN } from '../../stand-ins/mapbox/tokens';

const SERVICES = [ 'mapbox' ];
const MAX_KEY_LENGTH = 500;

function serviceOf( request: RestRequest ): string {
	const service = String( request.params.service );
	if ( ! SERVICES.includes( service ) ) {
		throw new RestError( 'invalid_service', 'Invalid Service', 404 );
	}
	return service;
}

function answer( ctx: AppContext, service: string, message: string ) {
	const { key, source } = serviceApiKey( ctx.db, service );
	return {
		data: {
			code: 'success',
			service,
			service_api_key: key,
			service_api_key_source: source,
			message,
		},
	};
}

export function registerServiceApiKeyRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	if ( ! ctx.options.forWordPressSite ) {
		saveServiceApiKey( ctx.db, 'mapbox', 'wpcom', PLATFORM_TOKEN );
	}
	const editors = requireCapability(
		'edit_others_posts',
		'invalid_user_permission_edit_others_posts',
		'You do not have the correct user permissions to perform this action. Please contact your site admin if you think this is a mistake.'
	);
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/service-api-keys/(?P<service>[a-z\\-_]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: () => true,
				handler: ( request ) =>
					answer(
						ctx,
						serviceOf( request ),
						'API key retrieved successfully.'
					),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: {
					service_api_key: {
						type: 'string',
						required: true,
						maxLength: MAX_KEY_LENGTH,
					},
				},
				permission: editors,
				handler: ( request ) => {
					const service = serviceOf( request );
					const key = String( request.params.service_api_key ).trim();
					if ( ! key || ! mapboxTokenWorks( key ) ) {
						throw new RestError(
							'invalid_key',
							'Invalid API Key',
							404
						);
					}
					saveServiceApiKey( ctx.db, service, 'site', key );
					return answer(
						ctx,
						service,
						'API key updated successfully.'
					);
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {},
				permission: editors,
				handler: ( request ) => {
					const service = serviceOf( request );
					deleteSiteApiKey( ctx.db, service );
					return answer(
						ctx,
						service,
						'API key deleted successfully.'
					);
				},
			},
		],
	} );
}
