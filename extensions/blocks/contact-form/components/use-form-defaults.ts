import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { EditorPostSelectors } from '../../../../shared/post-editor/editor-selectors';
import { defaultSubject } from '../recipients';
import type { ContactFormAttributes } from '../types';

export interface FormContext {
	/** The post author's e-mail; undefined until known, or when the user may not read it. */
	authorEmail?: string;
	siteTitle?: string;
	postTitle: string;
}

interface CoreSelectors {
	getEntityRecord: ( kind: string, name: string, key?: number ) => unknown;
}

/** The post author's address, the site title and the post title, from the editor's stores. */
export function useFormContext(): FormContext {
	return useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as
			EditorPostSelectors | undefined;
		const core = select( 'core' ) as CoreSelectors | undefined;
		const authorId = editor?.getEditedPostAttribute( 'author' );
		// core-data asks for the user in the edit context, which holds `email` for the user
		// themself and for those who may list users (administrators).
		const author =
			typeof authorId === 'number' && authorId > 0
				? ( core?.getEntityRecord( 'root', 'user', authorId ) as
						{ email?: string } | undefined )
				: undefined;
		const base = core?.getEntityRecord( 'root', '__unstableBase' ) as
			{ name?: string } | undefined;
		const title = editor?.getEditedPostAttribute( 'title' );
		return {
			authorEmail: author?.email || undefined,
			siteTitle: base?.name,
			postTitle: typeof title === 'string' ? title : '',
		};
	}, [] );
}

/**
 * Fills `to` with the post author's address and `subject` with "[site title] post title" once,
 * when they were never set: an address or subject the author typed (or emptied) stays.
 */
export function useFormDefaults(
	attributes: ContactFormAttributes,
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void,
	context: FormContext
): void {
	const { __unstableMarkNextChangeAsNotPersistent: notPersistent } =
		useDispatch( blockEditorStore );
	const { to, subject } = attributes;
	const { authorEmail, siteTitle, postTitle } = context;

	useEffect( () => {
		const next: Partial< ContactFormAttributes > = {};
		if ( to === undefined && authorEmail ) {
			next.to = authorEmail;
		}
		if ( subject === undefined && siteTitle !== undefined ) {
			next.subject = defaultSubject( siteTitle, postTitle );
		}
		if ( Object.keys( next ).length > 0 ) {
			notPersistent();
			setAttributes( next );
		}
		// Filled once: after it, `to` and `subject` are set and a later title changes nothing.
	}, [
		to,
		subject,
		authorEmail,
		siteTitle,
		postTitle,
		notPersistent,
		setAttributes,
	] );
}
