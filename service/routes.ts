import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import type { RestServer } from '../platform/rest/server';
import {
	registerTracksEvents,
	registerTracksPixel,
} from './stand-ins/tracks/routes';
import { registerBusinessHoursRoutes } from './features/business-hours/routes';
import { registerCrmRoutes } from './features/crm/routes';
import { registerKeyringRoutes } from './stand-ins/keyring/routes';
import { registerLikesRoutes } from './features/likes/routes';
import { registerFeedbackRest } from './features/feedback/rest';
import { registerPluginRoutes } from './features/plugins/routes';
import { registerRelatedPostsRoutes } from './features/related-posts/routes';
import {
	registerSubscriberCountRoute,
	registerSubscriptionPages,
} from './features/subscriptions/routes';
import {
	registerMailchimpRoutes,
	registerMailchimpPages,
} from './features/mailchimp/routes';
import { registerResolveRedirectRoutes } from './features/resolve-redirect/routes';
import { registerServiceHostRoutes } from './features/service-hosts/routes';
import {
	registerMembershipsRoutes,
	registerMembershipsPages,
} from './features/memberships/routes';
import { registerPodcastPlayerRoutes } from './features/podcast-player/routes';
import { registerInstagramGalleryRoutes } from './features/instagram-gallery/routes';
import { registerThreadImportRoutes } from './features/thread-import/routes';
import { registerPublicizeRoutes } from './features/publicize/routes';
import { registerVideoPressRoutes } from './stand-ins/videopress/routes';
import { registerExternalMediaRoutes } from './features/external-media/routes';
import type { MediaLibrary } from './features/external-media/copy';
import { registerServiceApiKeyRoutes } from './features/service-api-keys/routes';
import { registerStore } from './stand-ins/wpcom-checkout/routes';
import { registerKeyringPages } from './stand-ins/keyring/pages';
import { registerFeedbackRoutes } from './features/feedback/routes';
import { removeUnfinishedMessages } from './features/mail/outbox';
import { registerLikePages } from './features/likes/pages';
import { registerSchedulingPages } from './stand-ins/scheduling/pages';
import { registerRevuePages } from './stand-ins/revue/pages';
import { registerEventbritePages } from './stand-ins/eventbrite/pages';
import { registerGiphyPages } from './stand-ins/giphy/pages';
import { registerPinterestPages } from './stand-ins/pinterest/pages';
import { registerCalendarPages } from './stand-ins/google-calendar/pages';
import { registerTweetSyndication } from './stand-ins/tweet-syndication/pages';
import { registerOpentablePages } from './stand-ins/opentable/pages';
import { registerEmbedProviderPages } from './stand-ins/embed-providers/pages';
import { registerPhotonPages } from './stand-ins/photon/pages';
import { registerPexelsPages } from './stand-ins/pexels/pages';
import { registerGooglePhotosPages } from './stand-ins/google-photos/pages';
import { registerShortlinkPages } from './features/shortlinks/routes';
import { registerGeolocationRoutes } from './stand-ins/geolocation/routes';
import { registerAdServerPages } from './stand-ins/ad-server/pages';
import { registerStripePages } from './stand-ins/stripe/routes';
import { registerPaypalPages } from './stand-ins/paypal/routes';
import { registerSimplePaymentsPages } from './features/simple-payments/routes';
import { registerPodcastHostPages } from './stand-ins/podcast-host/pages';
import { registerPhotoNetworkPages } from './stand-ins/photo-network/pages';
import { registerSocialNetworkPages } from './stand-ins/social-networks/pages';
import { registerThreadPages } from './stand-ins/social-networks/threads-pages';
import { registerMapboxPages } from './stand-ins/mapbox/routes';
import { registerVideoPressPages } from './stand-ins/videopress/pages';
import { oembedHtml } from './stand-ins/oembed/embed-html';
import { registerUserConnectionRoutes } from './features/user-connection/routes';
import { registerUserConnectionPages } from './features/user-connection/pages';

/**
 * The service's REST routes: Tessera's features (the wpcom/v2, jetpack/v4 and tessera/v1 routes
 * the blocks call, the feedback post type) and the third-party stand-ins' APIs. Copies from
 * external media services become attachments in `media`, the library of whoever hosts the site.
 */
export function registerServiceRestRoutes(
	app: FastifyInstance,
	rest: RestServer,
	ctx: AppContext,
	media: MediaLibrary
): void {
	// The visitor page's embeds are looked up by the service's oEmbed providers.
	ctx.embedHtml = ( url, origin ) => oembedHtml( ctx, url, origin );
	registerSubscriberCountRoute( rest, ctx );
	registerMailchimpRoutes( rest, ctx );
	registerServiceApiKeyRoutes( rest, ctx );
	registerTracksPixel( app, ctx );
	registerTracksEvents( rest, ctx );
	registerBusinessHoursRoutes( rest, ctx );
	registerKeyringRoutes( rest, ctx );
	registerPublicizeRoutes( rest, ctx );
	registerLikesRoutes( rest, ctx );
	registerFeedbackRest( rest, ctx );
	registerPluginRoutes( rest, ctx );
	registerResolveRedirectRoutes( rest, ctx );
	registerServiceHostRoutes( rest, ctx );
	registerCrmRoutes( rest, ctx );
	registerRelatedPostsRoutes( rest, ctx );
	registerMembershipsRoutes( rest, ctx );
	registerPodcastPlayerRoutes( rest, ctx );
	registerInstagramGalleryRoutes( rest, ctx );
	registerThreadImportRoutes( rest, ctx );
	registerVideoPressRoutes( rest, ctx );
	registerExternalMediaRoutes( rest, ctx, media );
	registerUserConnectionRoutes( rest, ctx );
}

/** The service's pages: visitors' form posts, likes and subscriptions, and the stand-ins' screens. */
export function registerServicePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	// Before anything can send mail: what a killed process left half-written goes.
	removeUnfinishedMessages( ctx.options.dataDir );
	registerStore( app, ctx );
	registerKeyringPages( app, ctx );
	registerUserConnectionPages( app, ctx );
	registerFeedbackRoutes( app, ctx );
	registerLikePages( app, ctx );
	registerSchedulingPages( app, ctx );
	registerEventbritePages( app, ctx );
	registerGiphyPages( app, ctx );
	registerPinterestPages( app, ctx );
	registerCalendarPages( app, ctx );
	registerTweetSyndication( app, ctx );
	registerOpentablePages( app, ctx );
	registerEmbedProviderPages( app, ctx );
	registerShortlinkPages( app, ctx );
	registerGeolocationRoutes( app, ctx );
	registerAdServerPages( app, ctx );
	registerSubscriptionPages( app, ctx );
	registerMailchimpPages( app, ctx );
	registerRevuePages( app, ctx );
	registerStripePages( app, ctx );
	registerMembershipsPages( app, ctx );
	registerPaypalPages( app, ctx );
	registerSimplePaymentsPages( app, ctx );
	registerPodcastHostPages( app, ctx );
	registerVideoPressPages( app, ctx );
	registerPhotonPages( app, ctx );
	registerPhotoNetworkPages( app, ctx );
	registerSocialNetworkPages( app, ctx );
	registerThreadPages( app, ctx );
	registerMapboxPages( app, ctx );
	registerPexelsPages( app );
	registerGooglePhotosPages( app, ctx );
}
