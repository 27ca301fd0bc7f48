/**
 * Whether the maps service takes a token: a place search made with it, as WordPress.com checks a
 * key before keeping it. The maps service here is its local stand-in, asked in-process.
 */
export function mapboxTokenWorks( token: string ): boolean {
	// Wired to the stand-in's geocoding once it lands (see the map service's provider).
	return /^pk\.[A-Za-z0-9._-]{10,}$/.test( token );
}
