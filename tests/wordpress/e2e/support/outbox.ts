import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { decodeQuotedPrintable } from '../../../../service/features/mail/mime';

/**
 * The messages the service wrote for its sites (`<data>/sites/<id>/outbox/*.eml`): headers as
 * they are, bodies decoded.
 *
 * @param serviceDataDir The service's data folder.
 */
export function serviceOutbox( serviceDataDir: string ): string[] {
	const sites = join( serviceDataDir, 'sites' );
	if ( ! existsSync( sites ) ) {
		return [];
	}
	return readdirSync( sites ).flatMap( ( site ) => {
		const outbox = join( sites, site, 'outbox' );
		return existsSync( outbox )
			? readdirSync( outbox )
					.filter( ( file ) => file.endsWith( '.eml' ) )
					.map( ( file ) => {
						const message = readFileSync(
							join( outbox, file ),
							'utf8'
						);
						const split = message.indexOf( '\r\n\r\n' );
						return (
							message.slice( 0, split ) +
							'\n\n' +
							decodeQuotedPrintable( message.slice( split + 4 ) )
						);
					} )
			: [];
	} );
}
