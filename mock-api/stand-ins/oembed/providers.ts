import type { OembedProvider } from './types';
import { siteEmbedProvider } from '../site-embed/provider';

/** The providers the oEmbed proxy knows, in the order it asks them (WP_oEmbed's provider list). */
export const OEMBED_PROVIDERS: OembedProvider[] = [ siteEmbedProvider ];
