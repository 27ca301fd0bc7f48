import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { RestServer } from '../../platform/rest/server';
import { POST_TYPES } from '../../platform/content/post-types';
import { TAXONOMIES } from '../../platform/content/taxonomies';
import { registerPostsController } from './wp-v2/posts/controller';
import { registerAutosaves } from './wp-v2/revisions/autosaves';
import { registerRevisions } from './wp-v2/revisions/revisions';
import { registerUsers } from './wp-v2/users/controller';
import { registerComments } from './wp-v2/comments/controller';
import { registerSettings } from './wp-v2/settings';
import { registerTypes } from './wp-v2/types';
import { registerStatuses } from './wp-v2/statuses';
import { registerTaxonomies } from './wp-v2/taxonomies';
import { registerTerms } from './wp-v2/terms/controller';
import { registerThemes } from './wp-v2/themes';
import { registerIndex } from './index-route';
import { registerMedia } from './wp-v2/media/controller';
import { registerEditorSupport } from './wp-v2/editor-support';
import { registerBlockTypes } from './wp-v2/block-types';
import { registerBlockRenderer } from './wp-v2/block-renderer';
import { registerSearch } from './wp-v2/search';
import { registerUrlDetails } from './wp-v2/url-details/controller';
import { registerBatch } from './batch';
import { registerOembed } from './oembed';
import type { MediaLibrary } from '../../service/features/external-media/copy';
import { importAttachment } from './wp-v2/media/create';
import { prepareMedia } from './wp-v2/media/prepare';
import { getPost } from '../../platform/store/posts';
import { registerServiceRestRoutes } from '../../service/routes';

/** The site's own media library, as the upload route makes and describes attachments. */
const MEDIA_LIBRARY: MediaLibrary = {
	importAttachment,
	describe: ( context, request, id ) =>
		prepareMedia(
			context,
			request,
			getPost( context.db, id )!,
			'edit'
		) as ReturnType< MediaLibrary[ 'describe' ] >,
};

/**
 * Every REST route of the site: WordPress's, registered as its controllers register theirs, then
 * the Tessera service's, called in-process.
 */
export function registerRestRoutes(
	app: FastifyInstance,
	rest: RestServer,
	ctx: AppContext
): void {
	for ( const type of [
		POST_TYPES.post,
		POST_TYPES.page,
		POST_TYPES.wp_block,
	] ) {
		registerPostsController( rest, ctx, type );
		registerAutosaves( rest, ctx, type );
		registerRevisions( rest, ctx, type );
	}
	registerPostsController( rest, ctx, POST_TYPES.jp_pay_product );
	for ( const taxonomy of Object.values( TAXONOMIES ) ) {
		registerTerms( rest, ctx, taxonomy );
	}
	registerTypes( rest, ctx );
	registerStatuses( rest, ctx );
	registerTaxonomies( rest, ctx );
	registerUsers( rest, ctx );
	registerComments( rest, ctx );
	registerSettings( rest, ctx );
	registerThemes( rest, ctx );
	registerMedia( rest, ctx );
	registerEditorSupport( rest, ctx );
	registerBlockTypes( rest, ctx );
	registerBlockRenderer( rest, ctx );
	registerSearch( rest, ctx );
	registerUrlDetails( app, rest, ctx );
	registerOembed( rest, ctx );
	registerBatch( rest, ctx );
	registerServiceRestRoutes( app, rest, ctx, MEDIA_LIBRARY );
	// Last: the namespace indexes list what the others registered.
	registerIndex( app, rest, ctx );
}
