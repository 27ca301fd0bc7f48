import type { ServiceHosts } from '../../../shared/service-hosts';
import { serviceUrl } from '../../../shared/service-hosts';
import type { PodcastFeedData } from '../../../shared/podcast-feed/types';

/**
 * The feed with every address the browser loads (audio, artwork) moved onto its local stand-in
 * when the service host map names the host; unchanged in a real WordPress.
 */
export function feedForBrowser(
	feed: PodcastFeedData,
	hosts: ServiceHosts,
	siteOrigin?: string
): PodcastFeedData {
	const load = ( url: string ) =>
		url ? serviceUrl( url, hosts, siteOrigin ) : url;
	return {
		...feed,
		cover: load( feed.cover ),
		tracks: feed.tracks.map( ( track ) => ( {
			...track,
			src: load( track.src ),
			image: load( track.image ),
		} ) ),
	};
}
