import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerLogin } from './pages/login';
import { registerEditorPages } from './pages/editor';
import { registerStaticFiles } from './pages/static-files';
import { registerAdminPosts } from './pages/admin-posts';
import { registerAdminOptions } from './pages/admin-options';
import { registerVisitorPages } from './pages/visitor';
import { registerDateArchives } from './pages/visitor-dates';
import { registerAvatars } from './pages/avatars';
import { registerCommentsPost } from './pages/comments-post';
import { registerAdminAjax } from './pages/admin-ajax';
import { registerStore } from '../stand-ins/wpcom-checkout/routes';
import { registerKeyringPages } from '../stand-ins/keyring/pages';
import { registerFeedbackRoutes } from '../features/feedback/routes';
import { registerLikePages } from '../features/likes/pages';
import { registerSchedulingPages } from '../stand-ins/scheduling/pages';
import { registerPhotonPages } from '../stand-ins/photon/pages';
import { registerShortlinkPages } from '../features/shortlinks/routes';

/** The HTML side of the site: sign-in, wp-admin, visitor pages and static files. */
export function registerPages( app: FastifyInstance, ctx: AppContext ): void {
	registerLogin( app, ctx );
	registerEditorPages( app, ctx );
	registerStaticFiles( app, ctx );
	registerAdminPosts( app, ctx );
	registerAdminOptions( app, ctx );
	registerVisitorPages( app, ctx );
	registerDateArchives( app, ctx );
	registerAvatars( app, ctx );
	registerCommentsPost( app, ctx );
	registerAdminAjax( app, ctx );
	registerStore( app, ctx );
	registerKeyringPages( app, ctx );
	registerFeedbackRoutes( app, ctx );
	registerLikePages( app, ctx );
	registerSchedulingPages( app, ctx );
	registerShortlinkPages( app, ctx );
	registerPhotonPages( app, ctx );
}
