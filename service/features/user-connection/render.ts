import { htmlSpecialChars } from '../../../shared/server-render/html';

const STYLE = `
body{margin:0;background:#f0f0f1;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e}
main{max-width:440px;margin:6vh auto;padding:1.5rem;background:#fff;border:1px solid #c3c4c7}
h1{font-size:1.35rem;margin:0 0 1rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem}
button{border:1px solid #2271b1;border-radius:3px;padding:.45rem 1.1rem;font-size:1rem;cursor:pointer;background:#fff;color:#2271b1}
button.primary{background:#2271b1;color:#fff}
:focus{outline:2px solid #2271b1;outline-offset:2px}
`;

export interface AuthorizePageInput {
	/** Who is signed in on the site. */
	userName: string;
	/** The site's address, as its visitors see it. */
	siteAddress: string;
	/** Where the form posts (the page's own path). */
	action: string;
	nonce: string;
	/** Where the user goes back to, already checked to be on the site. */
	redirect: string;
	from: string;
}

/** WordPress.com's approval screen: link this user of the site to their WordPress.com account. */
export function renderAuthorizePage( input: AuthorizePageInput ): string {
	const title = 'Connect your account to WordPress.com';
	const hidden = ( name: string, value: string ) =>
		`<input type="hidden" name="${ name }" value="${ htmlSpecialChars( value ) }">`;
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ htmlSpecialChars( title ) }</title>
<style>${ STYLE }</style>
</head>
<body>
<main>
<h1>${ htmlSpecialChars( title ) }</h1>
<p>Link ${ htmlSpecialChars( input.userName ) } on ${ htmlSpecialChars( input.siteAddress ) } to WordPress.com, so that the blocks that need a WordPress.com account (the Instagram gallery, Mailchimp) work for you.</p>
<form method="post" action="${ htmlSpecialChars( input.action ) }">
${ hidden( '_wpnonce', input.nonce ) }
${ hidden( 'redirect', input.redirect ) }
${ hidden( 'from', input.from ) }
<p class="actions"><button type="submit" name="decision" value="cancel">Cancel</button><button type="submit" name="decision" value="approve" class="primary">Approve</button></p>
</form>
</main>
</body>
</html>
`;
}
