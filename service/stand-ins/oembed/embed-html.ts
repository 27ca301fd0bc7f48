import type { AppContext } from '../../../platform/context';
import { OEMBED_PROVIDERS } from './providers';

/**
 * The embed HTML of the first provider that knows an address (what WP_Embed puts in place of an
 * embed block's address on the visitor page), at the default width; undefined when none does.
 */
export function oembedHtml(
	ctx: AppContext,
	address: string,
	origin: string
): string | undefined {
	let url: URL;
	try {
		url = new URL( address.trim() );
	} catch {
		return undefined;
	}
	if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
		return undefined;
	}
	for ( const provider of OEMBED_PROVIDERS ) {
		const data = provider.embed( ctx, { url, maxwidth: 600, origin } );
		if ( data?.html ) {
			return data.html;
		}
	}
	return undefined;
}
