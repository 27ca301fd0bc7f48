/** Search is off for an empty term, the term already searched, and while copying. */
export function isSearchDisabled(
	term: string,
	searched: string,
	copying: boolean
): boolean {
	return ! term.trim() || term === searched || copying;
}
