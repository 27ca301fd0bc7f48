import type { Db } from '../store/db';
import type { AuthUser } from '../auth/types';
import type { ServerRenderContext } from './server-render-context';
import { getSettings } from '../content/settings';
import { getTransient } from '../store/transients';
import { previousVisits } from '../content/visit-counter';
import { relatedPostsOf } from '../content/related-posts/related-posts';
import { productById } from '../store/memberships';
import { stripeAccountId } from '../store/stripe';
import { planIncludes } from '../../shared/plans/catalog';
import { MEMBERSHIPS_PLAN } from '../../shared/memberships/status';
import { remoteGet } from '../content/remote-hosts';
import {
	photoFeedConnection,
	readPhotoFeed,
} from '../content/instagram-gallery';
import { saleProduct } from '../content/payment-products';
import { serviceApiKey } from '../store/service-api-keys';

export interface RenderRequest {
	/** The visitor page's query string, parsed. */
	query?: Record< string, unknown >;
	user?: AuthUser | null;
	/** The address the site is reached at, for absolute links. */
	origin?: string;
	/** The request's cookies (the repeat-visitor count is one). */
	cookies?: Readonly< Record< string, string | undefined > >;
}

/**
 * The context every server render gets (the analogue of WP_Block's context plus the globals a PHP
 * render callback reads): site locale and time zone, the post, and the request when there is one.
 *
 * @param db      The site database.
 * @param postId  The post being rendered, if any.
 * @param request The request the render answers, if any.
 */
export function blockRenderContext(
	db: Db,
	postId: number | undefined,
	request: RenderRequest = {}
): ServerRenderContext {
	const settings = getSettings( db );
	return {
		postId,
		locale: settings.language,
		timezone: settings.timezone,
		startOfWeek: Number( settings.start_of_week ) || 0,
		query: request.query ?? {},
		userId: request.user?.id ?? 0,
		origin: request.origin ?? '',
		transient: ( name ) => getTransient( db, name ),
		visits: postId ? previousVisits( request.cookies, postId ) : 0,
		relatedPosts: ( size ) =>
			postId
				? relatedPostsOf( db, postId, size, request.origin ?? '' )
				: [],
		membershipProduct: ( id ) => productById( db, id ),
		canTakePayments: () =>
			planIncludes( settings.tessera_plan, MEMBERSHIPS_PLAN ) &&
			stripeAccountId( db ) !== '',
		paymentProduct: ( id ) => saleProduct( db, id ),
		remoteGet,
		photoFeed: ( accessToken, count ) => {
			const connection = photoFeedConnection( db, accessToken );
			return connection
				? readPhotoFeed( remoteGet, connection, count )
				: undefined;
		},
		serviceApiKey: ( service ) => serviceApiKey( db, service ).key,
		db,
	};
}
