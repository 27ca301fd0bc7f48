import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sharingAdmin, sharingAdminPost } from '../features/publicize/admin';

const isSharing = ( request: FastifyRequest ) =>
	( request.query as Record< string, unknown > ).page === 'sharing';

/**
 * The wp-admin screens of the service's features that live at WordPress's own addresses: Settings →
 * Sharing (`options-general.php?page=sharing`). WordPress draws its other settings pages itself.
 */
export function registerSiteScreens(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/wp-admin/options-general.php', async ( request, reply ) =>
		isSharing( request )
			? sharingAdmin( ctx, request, reply )
			: reply.callNotFound()
	);
	app.post( '/wp-admin/options-general.php', async ( request, reply ) =>
		isSharing( request )
			? sharingAdminPost( ctx, request, reply )
			: reply.callNotFound()
	);
}
