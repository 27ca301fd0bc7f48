/**
 * The photo network's pictures, drawn from each fixture post's scene (sky, ground, a sun, hills or
 * bowls) and encoded as JPEG with sharp the first time they are asked for; kept in memory after.
 * A video's cover carries a play mark, as the network's cover frames do in a grid.
 */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { FixturePost, Scene } from './provider';

const SIZE = 640;
const cache = new Map< string, Promise< Buffer > >();

function foreground( scene: Scene ): string {
	const c = htmlSpecialChars( scene.sun );
	const g = htmlSpecialChars( scene.ground );
	if ( scene.shape === 'sun' ) {
		return `<circle cx="420" cy="250" r="92" fill="${ c }"/><rect y="400" width="640" height="240" fill="${ g }"/><rect y="430" width="640" height="6" fill="${ c }" opacity="0.45"/><rect x="120" y="470" width="400" height="5" fill="${ c }" opacity="0.3"/>`;
	}
	if ( scene.shape === 'hills' ) {
		return `<circle cx="180" cy="170" r="56" fill="${ c }" opacity="0.85"/><path d="M0 430 Q160 300 330 410 T640 360 V640 H0Z" fill="${ g }" opacity="0.7"/><path d="M0 500 Q220 390 420 480 T640 470 V640 H0Z" fill="${ g }"/>`;
	}
	return `<rect y="430" width="640" height="210" fill="${ g }"/><ellipse cx="200" cy="430" rx="110" ry="26" fill="${ c }"/><path d="M90 430 Q100 330 200 330 Q300 330 310 430Z" fill="${ c }"/><ellipse cx="455" cy="440" rx="80" ry="20" fill="${ c }" opacity="0.8"/><path d="M375 440 Q380 360 455 360 Q530 360 535 440Z" fill="${ c }" opacity="0.8"/>`;
}

/** The scene as SVG (exported for the tests). */
export function sceneSvg( post: FixturePost, cover: boolean ): string {
	const play = cover
		? `<circle cx="320" cy="320" r="70" fill="#000" opacity="0.45"/><path d="M295 280 L370 320 L295 360Z" fill="#fff"/>`
		: '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${ SIZE }" height="${ SIZE }" viewBox="0 0 640 640"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ htmlSpecialChars(
		post.scene.sky
	) }"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/></linearGradient></defs><rect width="640" height="640" fill="${ htmlSpecialChars(
		post.scene.sky
	) }"/><rect width="640" height="640" fill="url(#s)"/>${ foreground( post.scene ) }${ play }</svg>`;
}

/** The post's picture as JPEG bytes. */
export function postPicture(
	post: FixturePost,
	cover: boolean
): Promise< Buffer > {
	const key = `${ post.id }:${ cover }`;
	let picture = cache.get( key );
	if ( ! picture ) {
		picture = import( 'sharp' ).then( ( { default: sharp } ) =>
			sharp( Buffer.from( sceneSvg( post, cover ) ) )
				.jpeg( { quality: 82, mozjpeg: true } )
				.toBuffer()
		);
		picture.catch( () => cache.delete( key ) );
		cache.set( key, picture );
	}
	return picture;
}
