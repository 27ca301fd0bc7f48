import { readRichText } from '../tweetstorm/html-text';

const htmlToText = ( html: string ) => readRichText( html ).text.trim();

/**
 * The text shared with the post: the message as written; when it was never edited, the
 * excerpt, else the title; when it was emptied on purpose, nothing.
 */
export function shareMessage( fields: {
	message: string;
	hasEdited: boolean;
	excerpt: string;
	title: string;
} ): string {
	if ( fields.message.trim() ) {
		return fields.message.trim();
	}
	return fields.hasEdited
		? ''
		: htmlToText( fields.excerpt ) || htmlToText( fields.title );
}
