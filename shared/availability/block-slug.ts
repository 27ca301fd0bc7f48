/** `tessera/rating-star` => `rating-star`: the extension slug availability is keyed by. */
export function blockSlug( name: string ): string {
	return name.replace( /^tessera\//, '' );
}
