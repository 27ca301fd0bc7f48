/**
 * comment_form() with WordPress's default fields (HTML5): "Leave a Reply", the comment, and for
 * visitors Name, Email and Website, posting to /wp-comments-post.php. A reply (`?replytocom=`)
 * names the comment it answers and can be cancelled without a script.
 */
import {
	escapeUrl,
	htmlAttributes,
	htmlSpecialChars,
} from '../../../shared/server-render/html';

export interface CommentFormInput {
	origin: string;
	postId: number;
	/** The post's address. */
	permalink: string;
	/** The signed-in user's name, or null for a visitor. */
	userName: string | null;
	logoutUrl: string;
	/** Visitors must sign in to comment. */
	mustLogIn: boolean;
	/** Visitors must give a name and an e-mail address. */
	requireNameEmail: boolean;
	/** Replies nest (the form then has a cancel-reply link). */
	threaded: boolean;
	/** The comment being answered, if any. */
	replyTo: { id: number; authorName: string } | null;
	/** The unfiltered-HTML nonce, for a user who may post unfiltered HTML. */
	unfilteredNonce: string | null;
}

const REQUIRED = '<span class="required">*</span>';
const REQUIRED_MESSAGE = `<span class="required-field-message">Required fields are marked ${ REQUIRED }</span>`;

function loginUrl( permalink: string ): string {
	return `/wp-login.php?redirect_to=${ encodeURIComponent( permalink ) }`;
}

/** comment_form_title() and the cancel-reply link. */
function formTitle( input: CommentFormInput ): string {
	const title = input.replyTo
		? `Leave a Reply to <a href="#comment-${ input.replyTo.id }">${ htmlSpecialChars(
				input.replyTo.authorName
			) }</a>`
		: 'Leave a Reply';
	const cancel = input.threaded
		? ` <small><a rel="nofollow" id="cancel-comment-reply-link" href="${ escapeUrl(
				`${ input.permalink }#respond`
			) }"${ input.replyTo ? '' : ' style="display:none;"' }>Cancel reply</a></small>`
		: '';
	return `<h3 id="reply-title" class="comment-reply-title">${ title }${ cancel }</h3>`;
}

/** The visitor's Name, Email and Website fields. */
function visitorFields( required: boolean ): string {
	const mark = required ? ` ${ REQUIRED }` : '';
	const attr = required ? ' required' : '';
	return `<p class="comment-form-author"><label for="author">Name${ mark }</label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name"${ attr } /></p>
<p class="comment-form-email"><label for="email">Email${ mark }</label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"${ attr } /></p>
<p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" /></p>
`;
}

/**
 * wp_comment_form_unfiltered_html_nonce(): the nonce only counts when the form is not inside a
 * frame (a page on another site could otherwise frame the form and have it submitted).
 */
function unfilteredNonceField( nonce: string ): string {
	return `<input type="hidden" id="_wp_unfiltered_html_comment_disabled" name="_wp_unfiltered_html_comment_disabled"${ htmlAttributes(
		{ value: nonce }
	) } /><script>(function(){if(window===window.parent){document.getElementById('_wp_unfiltered_html_comment_disabled').name='_wp_unfiltered_html_comment';}})();</script>
`;
}

/** The comment form of a post that takes comments. */
export function renderCommentForm( input: CommentFormInput ): string {
	const head = `<div id="respond" class="comment-respond">\n${ formTitle( input ) }`;
	if ( input.mustLogIn ) {
		return `${ head }<p class="must-log-in">You must be <a href="${ escapeUrl(
			loginUrl( input.permalink )
		) }">logged in</a> to post a comment.</p>\n</div><!-- #respond -->\n`;
	}
	const intro = input.userName
		? `<p class="logged-in-as">Logged in as ${ htmlSpecialChars(
				input.userName
			) }. <a href="${ escapeUrl( input.logoutUrl ) }">Log out?</a> ${ REQUIRED_MESSAGE }</p>`
		: `<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> ${ REQUIRED_MESSAGE }</p>`;
	return `${ head }<form action="${ escapeUrl(
		`${ input.origin }/wp-comments-post.php`
	) }" method="post" id="commentform" class="comment-form">
${ intro }<p class="comment-form-comment"><label for="comment">Comment ${ REQUIRED }</label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>${
		input.userName ? '\n' : `\n${ visitorFields( input.requireNameEmail ) }`
	}<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /> <input type="hidden" name="comment_post_ID" value="${ input.postId }" id="comment_post_ID" />
<input type="hidden" name="comment_parent" id="comment_parent" value="${ input.replyTo?.id ?? 0 }" />
</p>${ input.unfilteredNonce ? unfilteredNonceField( input.unfilteredNonce ) : '' }</form>
</div><!-- #respond -->
`;
}
