import type { AppContext } from '../../../platform/context';
import {
	SETTINGS,
	getSettings,
	updateSettings,
} from '../../../platform/content/settings';
import { requireCapability } from '../../../platform/rest/errors';
import type { JsonSchema } from '../../../platform/rest/types';
import { itemSchema } from '../../../platform/rest/schema';
import type { RestServer } from '../../../platform/rest/server';

function settingsSchema(): JsonSchema {
	return itemSchema(
		'settings',
		Object.fromEntries(
			Object.entries( SETTINGS ).map( ( [ name, def ] ) => [
				name,
				{ ...def.schema, default: def.default },
			] )
		)
	);
}

/** WP_REST_Settings_Controller: /wp/v2/settings, for those who may manage options. */
export function registerSettings( rest: RestServer, ctx: AppContext ): void {
	const permission = requireCapability( 'manage_options' );
	const args = Object.fromEntries(
		Object.entries( SETTINGS )
			.filter( ( [ , def ] ) => ! def.schema.readonly )
			.map( ( [ name, def ] ) => [
				name,
				{
					...def.schema,
					type: [ def.schema.type, 'null' ],
					...( def.schema.enum
						? { enum: [ ...def.schema.enum, null ] }
						: {} ),
				},
			] )
	);
	rest.register( {
		namespace: 'wp/v2',
		route: '/settings',
		schema: settingsSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission,
				handler: ( request ) => ( {
					data: getSettings( ctx.db, request.origin ),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args,
				permission,
				handler: ( request ) => {
					const changes: Record< string, unknown > = {};
					for ( const [ name, value ] of Object.entries(
						request.body
					) ) {
						if ( Object.hasOwn( args, name ) ) {
							// null resets a setting to its default, as WordPress does.
							changes[ name ] =
								value === null
									? SETTINGS[ name ].default
									: value;
						}
					}
					ctx.db.transaction( () =>
						updateSettings( ctx.db, changes )
					)();
					return { data: getSettings( ctx.db, request.origin ) };
				},
			},
		],
	} );
}
