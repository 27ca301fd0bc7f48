/**
 * `/jetpack/v4/jetpack_crm`, Jetpack's endpoint for the contact form's CRM panel.
 *
 * GET (anyone who may edit posts): the CRM plugin's state for the panel, in Jetpack's
 * Jetpack_CRM_Data::get_crm_data() shape. POST `{ extension: 'jetpackforms' }` (administrators):
 * enables the CRM's Jetpack Forms extension and answers `{ code: 'success' }`.
 */
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { RestRequest } from '../../../platform/rest/types';
import { userCan } from '../../../platform/auth/capabilities';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { FORMS_EXTENSION, getCrmState, setExtensionEnabled } from './state';

const PERMISSION_MESSAGE =
	'You do not have the correct user permissions to perform this action. Please contact your site admin if you think this is a mistake.';

function crmData( ctx: AppContext, request: RestRequest ) {
	const crm = getCrmState( ctx.db );
	return {
		crm_installed: crm.installed,
		crm_active: crm.active,
		crm_version: crm.version,
		jp_form_ext_enabled: crm.active ? crm.formsExtensionEnabled : null,
		can_install_crm:
			! crm.installed && userCan( request.user, 'install_plugins' ),
		can_activate_crm:
			! crm.active && userCan( request.user, 'activate_plugins' ),
		can_activate_extension:
			crm.active && userCan( request.user, 'manage_options' ),
	};
}

export function registerCrmRoutes( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'jetpack/v4',
		route: '/jetpack_crm',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: requireCapability(
					'edit_posts',
					'invalid_user_permission_jetpack_crm_data',
					PERMISSION_MESSAGE
				),
				handler: ( request ) => ( { data: crmData( ctx, request ) } ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: {
					extension: {
						description: 'The CRM extension to enable.',
						type: 'string',
						required: true,
					},
				},
				permission: requireCapability(
					'manage_options',
					'invalid_user_permission_activate_crm_extension',
					PERMISSION_MESSAGE
				),
				handler: ( request ) => {
					if ( request.params.extension !== FORMS_EXTENSION ) {
						throw new RestError(
							'invalid_param',
							'Missing or invalid extension parameter.',
							404
						);
					}
					if ( ! getCrmState( ctx.db ).active ) {
						throw new RestError(
							'jp_forms_extension_activation_failed',
							'The Jetpack Forms extension could not be activated.',
							500
						);
					}
					setExtensionEnabled( ctx.db, FORMS_EXTENSION, true );
					return { data: { code: 'success' } };
				},
			},
		],
	} );
}
