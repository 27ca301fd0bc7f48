/**
 * wp_die() for the comment form: "Comment Submission Failure" with WordPress's message and a link
 * back to the form. The message is one of WordPress's own (it may hold `<strong>` and entities),
 * never text a visitor sent.
 */
export function submissionFailurePage( messageHtml: string ): string {
	return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex, follow">
<title>Comment Submission Failure</title>
</head>
<body id="error-page">
<div class="wp-die-message"><p>${ messageHtml }</p></div>
<p><a href="javascript:history.back()">&laquo; Back</a></p>
</body>
</html>
`;
}
