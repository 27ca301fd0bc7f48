import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerLogin } from './pages/login';
import { registerEditorPages } from './pages/editor';
import { registerStaticFiles } from './pages/static-files';
import { registerAdminPosts } from './pages/admin-posts';
import { registerAdminOptions } from './pages/admin-options';
import { registerAdminProfile } from './pages/admin-profile';
import { registerVisitorPages } from './pages/visitor';
import { registerDateArchives } from './pages/visitor-dates';
import { registerAvatars } from './pages/avatars';
import { registerCommentsPost } from './pages/comments-post';
import { registerAdminAjax } from './pages/admin-ajax';
import { registerServicePages } from '../../service/routes';

/**
 * The HTML side of the site: sign-in, wp-admin, visitor pages and static files, then the Tessera
 * service's pages (form posts, likes, subscriptions, the stand-ins' screens).
 */
export function registerPages( app: FastifyInstance, ctx: AppContext ): void {
	registerLogin( app, ctx );
	registerEditorPages( app, ctx );
	registerStaticFiles( app, ctx );
	registerAdminPosts( app, ctx );
	registerAdminOptions( app, ctx );
	registerAdminProfile( app, ctx );
	registerVisitorPages( app, ctx );
	registerDateArchives( app, ctx );
	registerAvatars( app, ctx );
	registerCommentsPost( app, ctx );
	registerAdminAjax( app, ctx );
	registerServicePages( app, ctx );
}
