import type { AppContext } from '../../../platform/context';

/** WordPress's oEmbed response (oembed 1.0, `rich` type). */
export interface OembedResponse {
	version: '1.0';
	provider_name: string;
	provider_url: string;
	author_name?: string;
	author_url?: string;
	title?: string;
	type: 'rich' | 'video' | 'photo' | 'link';
	width?: number;
	height?: number;
	html?: string;
	thumbnail_url?: string;
	thumbnail_width?: number;
	thumbnail_height?: number;
}

export interface OembedRequest {
	url: URL;
	maxwidth: number;
	maxheight?: number;
	/** `http://host:port` of this site. */
	origin: string;
}

/** An oEmbed provider the proxy may ask: null when the URL is not one of its own. */
export interface OembedProvider {
	name: string;
	embed: ( ctx: AppContext, request: OembedRequest ) => OembedResponse | null;
}
