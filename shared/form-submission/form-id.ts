/**
 * How a published form is named. A post may hold several forms; each is known by the post's ID
 * and its position among the post's forms (document order), so the server can find the form in
 * the stored post again and apply that form's own settings and fields.
 */
export interface FormAddress {
	postId: number;
	index: number;
}

/** `12-0`: stored with each submission, used by the feedback list's per-form filter. */
export function formKey( form: FormAddress ): string {
	return `${ form.postId }-${ form.index }`;
}

export function parseFormKey( key: unknown ): FormAddress | null {
	const match =
		typeof key === 'string' ? /^(\d{1,12})-(\d{1,4})$/.exec( key ) : null;
	return match
		? { postId: Number( match[ 1 ] ), index: Number( match[ 2 ] ) }
		: null;
}

/** The form's element id on the visitor page, and the fragment a no-JS answer returns to. */
export function formElementId( form: FormAddress ): string {
	return `tessera-form-${ formKey( form ) }`;
}

/** Where every form posts, followed by `<post>/<index>`. */
export const FORM_ACTION_BASE = '/contact-form/';

/** Where the form posts (a route of the Tessera service; JSON when the request accepts it). */
export function formActionPath( form: FormAddress ): string {
	return `${ FORM_ACTION_BASE }${ form.postId }/${ form.index }`;
}
