/**
 * Whether the maps service takes a token, as WordPress.com checks a key before keeping it. The
 * maps service here is its local stand-in, asked in-process: the same check every one of its
 * endpoints makes first.
 */
import { tokenError } from '../../stand-ins/mapbox/tokens';

export function mapboxTokenWorks( token: string ): boolean {
	return tokenError( token ) === undefined;
}
