import type { OembedProvider } from './types';
import { siteEmbedProvider } from '../site-embed/provider';
import {
	facebookProvider,
	instagramProvider,
	loomProvider,
	smartframeProvider,
} from '../embed-providers/providers';
import { twitterOembedProvider } from '../social-networks/threads-oembed';

/** The providers the oEmbed proxy knows, in the order it asks them (WP_oEmbed's provider list). */
export const OEMBED_PROVIDERS: OembedProvider[] = [
	siteEmbedProvider,
	facebookProvider,
	instagramProvider,
	loomProvider,
	smartframeProvider,
	twitterOembedProvider,
];
