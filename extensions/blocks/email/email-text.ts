import { isEmailValid } from '../../../shared/email';

/** A piece of the email block's text: plain text, or an address that gets a mailto link. */
export type EmailSegment =
	{ kind: 'text'; text: string } | { kind: 'email'; address: string };

// Punctuation that often hugs an address in running text ("(hello@example.com).").
const LEADING_PUNCTUATION = /^[(<["'{]+/;
const TRAILING_PUNCTUATION = /[.,;:!?)>\]"'}]+$/;

function pushText( segments: EmailSegment[], text: string ) {
	if ( text === '' ) {
		return;
	}
	const last = segments[ segments.length - 1 ];
	if ( last?.kind === 'text' ) {
		last.text += text;
	} else {
		segments.push( { kind: 'text', text } );
	}
}

/**
 * Splits the text at white space; each token that, without the punctuation around it, is an address
 * by the shared check (shared/email) becomes an email segment. Everything else, white space
 * included, stays text as typed.
 */
export function splitEmailText( text: unknown ): EmailSegment[] {
	if ( typeof text !== 'string' ) {
		return [];
	}
	const segments: EmailSegment[] = [];
	for ( const token of text.split( /(\s+)/ ) ) {
		const leading = token.match( LEADING_PUNCTUATION )?.[ 0 ] ?? '';
		const rest = token.slice( leading.length );
		const trailing = rest.match( TRAILING_PUNCTUATION )?.[ 0 ] ?? '';
		const core = rest.slice( 0, rest.length - trailing.length );
		if ( core.includes( '@' ) && isEmailValid( core ) ) {
			pushText( segments, leading );
			segments.push( { kind: 'email', address: core } );
			pushText( segments, trailing );
		} else {
			pushText( segments, token );
		}
	}
	return segments;
}

/** Whether the text holds at least one address (otherwise the block saves nothing special). */
export function hasEmailAddress( text: unknown ): boolean {
	return splitEmailText( text ).some(
		( segment ) => segment.kind === 'email'
	);
}

// RFC 6068: in a mailto address, characters with a meaning in URLs ("?", "&", "#", "%", "/",
// "=") are percent-encoded, so a valid but odd local part like `a?bcc=x` cannot add headers.
const MAILTO_SAFE = /^[A-Za-z0-9.!$'*+_~-]$/;

/** The mailto: URL of an address that passed the shared check. */
export function mailtoHref( address: string ): string {
	const at = address.lastIndexOf( '@' );
	const localPart = Array.from( address.slice( 0, at ) )
		.map( ( character ) =>
			MAILTO_SAFE.test( character )
				? character
				: encodeURIComponent( character )
		)
		.join( '' );
	return `mailto:${ localPart }@${ address.slice( at + 1 ) }`;
}
