import { useMemo } from '@wordpress/element';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import type { PodcastFeedData } from '../../../../shared/podcast-feed/types';
import { feedForBrowser } from '../feed-addresses';

/** The feed with the addresses the editor loads, once the service host map is known. */
export function useBrowserFeed(
	feed: PodcastFeedData
): PodcastFeedData | undefined {
	const hosts = useServiceHosts();
	return useMemo(
		() =>
			hosts
				? feedForBrowser( feed, hosts, window.location.origin )
				: undefined,
		[ feed, hosts ]
	);
}
