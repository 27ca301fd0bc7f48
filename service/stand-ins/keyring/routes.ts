import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { JsonSchema, RestRequest } from '../../../platform/rest/types';
import { itemSchema, readonlyText } from '../../../platform/rest/schema';
import { userCan } from '../../../platform/auth/capabilities';
import { RestError, forbidden } from '../../../platform/rest/errors';
import {
	deleteKeyringConnection,
	getKeyringConnection,
	listKeyringConnections,
	type KeyringConnectionRow,
} from '../../../platform/store/keyring';
import { prepareConnection, prepareService } from './provider';
import { KEYRING_SERVICE_NAMES } from './services';

function signedIn( request: RestRequest ): true | RestError {
	return (
		!! request.user ||
		new RestError(
			'rest_not_logged_in',
			'You are not currently logged in.',
			401
		)
	);
}

/** The connection a URL names, or a 404. */
function findConnection(
	ctx: AppContext,
	request: RestRequest
): KeyringConnectionRow {
	const row = getKeyringConnection( ctx.db, Number( request.params.id ) );
	if ( ! row ) {
		throw new RestError(
			'rest_keyring_connection_invalid_id',
			'Invalid keyring connection ID.',
			404
		);
	}
	return row;
}

/** Its owner may delete a connection; an administrator may delete anyone's. */
function deletePermission( ctx: AppContext ) {
	return ( request: RestRequest ) => {
		const ok = signedIn( request );
		if ( ok !== true ) {
			return ok;
		}
		const row = findConnection( ctx, request );
		return (
			row.user_id === request.user!.id ||
			userCan( request.user, 'edit_users' ) ||
			forbidden(
				'rest_forbidden',
				'Sorry, you are not allowed to delete this connection.',
				request.user
			)
		);
	};
}

function connectionSchema(): JsonSchema {
	return itemSchema( 'keyring-connection', {
		ID: {
			description: 'Unique identifier for the connection.',
			type: 'integer',
			readonly: true,
		},
		service: {
			description: 'The keyring service.',
			type: 'string',
			enum: KEYRING_SERVICE_NAMES,
			readonly: true,
		},
		label: readonlyText( 'The name of the service.' ),
		issued: readonlyText( 'When the connection was made, in UTC.' ),
		user_ID: {
			description: 'The user who made the connection.',
			type: 'integer',
			readonly: true,
		},
		external_ID: readonlyText( 'The account id at the service.' ),
		external_display: readonlyText( 'The account name at the service.' ),
		external_profile_picture: {
			...readonlyText( "The account's picture." ),
			format: 'uri',
		},
	} );
}

/**
 * The keyring's REST side: `/wpcom/v2/keyring/services` (what may be connected, and where),
 * `/wpcom/v2/keyring/connections` (the current user's connections, optionally `?service=`) and
 * `DELETE /wpcom/v2/keyring/connections/<id>`. Connections are made on the authorization page
 * (pages.ts), never through the REST API.
 */
export function registerKeyringRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/keyring/services',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: signedIn,
				handler: ( request ) => ( {
					data: KEYRING_SERVICE_NAMES.map( ( name ) =>
						prepareService( name, request.origin )
					),
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/keyring/connections',
		schema: connectionSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					service: {
						description:
							'Limit results to the connections of one service.',
						type: 'string',
						enum: KEYRING_SERVICE_NAMES,
					},
				},
				permission: signedIn,
				handler: ( request ) => ( {
					data: listKeyringConnections(
						ctx.db,
						request.user!.id,
						request.params.service
					).map( ( row ) =>
						prepareConnection( row, request.origin )
					),
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/keyring/connections/(?P<id>[\\d]+)',
		schema: connectionSchema,
		endpoints: [
			{
				methods: [ 'DELETE' ],
				args: { id: { type: 'integer' } },
				permission: deletePermission( ctx ),
				handler: ( request ) => {
					const row = findConnection( ctx, request );
					deleteKeyringConnection( ctx.db, row.id );
					return {
						data: {
							deleted: true,
							previous: prepareConnection( row, request.origin ),
						},
					};
				},
			},
		],
	} );
}
