import { httpUrl } from '../safe-url';
import { stripTags } from '../strip-tags';

export type TextPart =
	| { kind: 'text'; text: string }
	| { kind: 'break' }
	| { kind: 'link'; href: string; text: string };

/**
 * The text of a microblog post, as parts to render: markup stripped, newlines as line breaks,
 * a trailing card address removed, and each of `urls` written in parentheses (`(https://…)`)
 * turned into a link. Only http(s) addresses become links.
 *
 * @param text    The post text.
 * @param urls    Addresses that may become links.
 * @param cardUrl The address of the post's link card.
 */
export function postTextParts(
	text: string,
	urls: string[] = [],
	cardUrl?: string
): TextPart[] {
	let body = text ?? '';
	if ( cardUrl && body.trimEnd().endsWith( cardUrl ) ) {
		body = body.trimEnd().slice( 0, -cardUrl.length ).trimEnd();
	}
	body = stripTags( body );

	const linkable = urls.filter( ( url ) => !! url && !! httpUrl( url ) );
	const parts: TextPart[] = [];
	body.split( '\n' ).forEach( ( line, index ) => {
		if ( index > 0 ) {
			parts.push( { kind: 'break' } );
		}
		parts.push( ...linkParts( line, linkable ) );
	} );
	return parts.filter( ( part ) => part.kind !== 'text' || part.text !== '' );
}

/** Splits a line at each `(url)`, keeping the parentheses as text around the link. */
function linkParts( line: string, urls: string[] ): TextPart[] {
	let best: { at: number; url: string } | undefined;
	for ( const url of urls ) {
		const at = line.indexOf( `(${ url })` );
		if ( at !== -1 && ( ! best || at < best.at ) ) {
			best = { at, url };
		}
	}
	if ( ! best ) {
		return [ { kind: 'text', text: line } ];
	}
	const { at, url } = best;
	return [
		{ kind: 'text', text: line.slice( 0, at + 1 ) },
		{ kind: 'link', href: httpUrl( url ) as string, text: url },
		...linkParts( line.slice( at + url.length + 1 ), urls ),
	];
}
