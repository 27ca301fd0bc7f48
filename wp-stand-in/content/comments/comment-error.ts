/** A comment refused, as WordPress's WP_Error: a code, its message, the HTTP status. */
export interface CommentError {
	code: string;
	/** WordPress's message; it may hold markup (`<strong>Error:</strong> …`) and entities. */
	message: string;
	/** 0 when WordPress gives none (its comment form then answers an empty page). */
	status: number;
}
