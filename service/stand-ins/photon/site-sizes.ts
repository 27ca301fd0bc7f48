import {
	PHOTON_MAX_SIZE,
	type PhotonRequest,
} from '../../../shared/images/photon-url';
import { srcsetWidths } from '../../../shared/images/srcset';

/**
 * Whether a request asks for a copy the site's own galleries and slideshows write: a width of
 * their srcset ladder (or the image's own size, all a narrow image offers), as a plain width or a
 * square crop, with no other option. These are a handful per upload, so any visitor may have them
 * made; every other combination counts against the visitor's allowance of new copies.
 *
 * @param request       The CDN request.
 * @param source        The upload's upright size.
 * @param source.width  Its width.
 * @param source.height Its height.
 */
export function isSiteSize(
	request: PhotonRequest,
	source: { width: number; height: number }
): boolean {
	const { mode, width, height, crop, filter } = request;
	if ( crop || filter || ! width ) {
		return false;
	}
	const square = mode === 'resize' && height === width;
	if ( ! square && ( mode !== 'scale' || height !== undefined ) ) {
		return false;
	}
	const limit = square
		? Math.min( source.width, source.height )
		: source.width;
	return (
		srcsetWidths( PHOTON_MAX_SIZE ).includes( width ) ||
		width === PHOTON_MAX_SIZE ||
		width === Math.min( limit, PHOTON_MAX_SIZE )
	);
}
