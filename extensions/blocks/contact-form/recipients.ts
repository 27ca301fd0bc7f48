/**
 * The recipients field (`to`): how typed text becomes the attribute, and what an emptied field
 * falls back to.
 */
export function recipientsOnChange( typed: string ): string {
	return typed.trim();
}

/** An emptied field goes back to the post author's address (when the editor knows it). */
export function recipientsOnBlur(
	value: string | undefined,
	authorEmail: string | undefined
): string | undefined {
	return ( value ?? '' ).trim() === '' && authorEmail ? authorEmail : value;
}

/** The subject a new form gets: "[site title] post title". */
export function defaultSubject( siteTitle: string, postTitle: string ): string {
	return [ siteTitle ? `[${ siteTitle }]` : '', postTitle ]
		.filter( Boolean )
		.join( ' ' );
}
