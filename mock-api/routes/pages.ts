import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerLogin } from './pages/login';
import { registerEditorPages } from './pages/editor';
import { registerStaticFiles } from './pages/static-files';
import { registerAdminPosts } from './pages/admin-posts';
import { registerAdminOptions } from './pages/admin-options';
import { registerVisitorPages } from './pages/visitor';
import { registerAvatars } from './pages/avatars';
import { registerAdminAjax } from './pages/admin-ajax';
import { registerStore } from '../services/store/routes';
import { registerKeyringPages } from '../services/keyring/pages';
import { registerFeedbackRoutes } from '../services/feedback/routes';
import { registerLikePages } from '../services/likes/pages';
import { registerSchedulingPages } from '../services/scheduling/pages';
import { registerShortlinkPages } from '../services/shortlinks/routes';

/** The HTML side of the site: sign-in, wp-admin, visitor pages and static files. */
export function registerPages( app: FastifyInstance, ctx: AppContext ): void {
	registerLogin( app, ctx );
	registerEditorPages( app, ctx );
	registerStaticFiles( app, ctx );
	registerAdminPosts( app, ctx );
	registerAdminOptions( app, ctx );
	registerVisitorPages( app, ctx );
	registerAvatars( app, ctx );
	registerAdminAjax( app, ctx );
	registerStore( app, ctx );
	registerKeyringPages( app, ctx );
	registerFeedbackRoutes( app, ctx );
	registerLikePages( app, ctx );
	registerSchedulingPages( app, ctx );
	registerShortlinkPages( app, ctx );
}
