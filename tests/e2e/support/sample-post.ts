import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The address the sample post is written for; the seed points its links at the real one. */
const SAMPLE_POST_ORIGIN = 'http://localhost:8888';

/**
 * The sample post's markup of one block (its opening comment to its closing one), with its
 * links to the site's own uploads pointing at `origin` when one is given.
 *
 * @param name   The block's slug: `slideshow` for `tessera/slideshow`.
 * @param origin The site's address.
 */
export function sampleBlock( name: string, origin?: string ): string {
	const gallery = readFileSync(
		join(
			__dirname,
			'..',
			'..',
			'..',
			'wp-stand-in',
			'seed',
			'sample-post.html'
		),
		'utf8'
	);
	const start = gallery.indexOf( `<!-- wp:tessera/${ name } ` );
	if ( start < 0 ) {
		throw new Error( `The sample post has no tessera/${ name }` );
	}
	const openingEnd = gallery.indexOf( '-->', start ) + 3;
	const closing = `<!-- /wp:tessera/${ name } -->`;
	const markup =
		gallery.slice( openingEnd - 4, openingEnd ) === '/-->'
			? gallery.slice( start, openingEnd )
			: gallery.slice(
					start,
					gallery.indexOf( closing, start ) + closing.length
				);
	return origin ? markup.split( SAMPLE_POST_ORIGIN ).join( origin ) : markup;
}
