import type { CommentError } from './comment-error';

/** The longest value (in bytes, as WordPress measures) each field's column takes. */
const MAX_BYTES = [
	[
		'comment_author',
		245,
		'comment_author_column_length',
		'<strong>Error:</strong> Your name is too long.',
	],
	[
		'comment_author_email',
		100,
		'comment_author_email_column_length',
		'<strong>Error:</strong> Your email address is too long.',
	],
	[
		'comment_author_url',
		200,
		'comment_author_url_column_length',
		'<strong>Error:</strong> Your URL is too long.',
	],
	[
		'comment_content',
		65525,
		'comment_content_column_length',
		'<strong>Error:</strong> Your comment is too long.',
	],
] as const;

type MeasuredField = ( typeof MAX_BYTES )[ number ][ 0 ];

/**
 * wp_check_comment_data_max_lengths(): the first field longer than its column allows, as
 * WordPress's error (status 200, as wp_die() shows it), or null when all fit.
 */
export function commentLengthError(
	fields: Partial< Record< MeasuredField, string > >
): CommentError | null {
	for ( const [ field, max, code, message ] of MAX_BYTES ) {
		const value = fields[ field ];
		if ( value !== undefined && Buffer.byteLength( value ) > max ) {
			return { code, message, status: 200 };
		}
	}
	return null;
}
