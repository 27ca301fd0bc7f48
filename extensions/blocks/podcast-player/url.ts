/**
 * What the feed form makes of what was typed: '' for nothing (the submit is ignored), the address
 * with `http://` put in front when it has no scheme, or null when it is still not an http(s)
 * address with a host.
 *
 * @param input What the person typed.
 */
export function feedUrlFromInput( input: string ): string | null {
	const text = input.trim();
	if ( ! text ) {
		return '';
	}
	const withScheme = /^[a-z][a-z0-9+.-]*:/i.test( text )
		? text
		: `http://${ text }`;
	try {
		const url = new URL( withScheme );
		return ( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			/^[^.\s]+(\.[^.\s]+)+$|^localhost$/.test( url.hostname )
			? url.toString()
			: null;
	} catch {
		return null;
	}
}

/**
 * Whether an oEmbed proxy answer is a real embed: WordPress answers an address it cannot embed
 * with a plain link to it, so anything more than that is embeddable.
 *
 * @param html The `html` of the answer.
 * @param url  The address asked about.
 */
export function isEmbeddableAnswer( html: unknown, url: string ): boolean {
	if ( typeof html !== 'string' || ! html.trim() ) {
		return false;
	}
	const plainLink =
		/^\s*<a\s+href=(["'])([^"']*)\1\s*>([^<]*)<\/a>\s*$/i.exec( html );
	return ! plainLink || ( plainLink[ 2 ] !== url && plainLink[ 3 ] !== url );
}
