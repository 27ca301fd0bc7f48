import {
	htmlSpecialChars,
	jsonForScript,
} from '../../../shared/server-render/html';
import type { KeyringPopupMessage } from '../../../shared/keyring/types';

const STYLE = `
body{margin:0;background:#f0f0f1;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e}
main{max-width:420px;margin:6vh auto;padding:1.5rem;background:#fff;border:1px solid #c3c4c7}
h1{font-size:1.35rem;margin:0 0 1rem}
.account{display:flex;gap:1rem;align-items:center;margin:0 0 1rem;padding:.75rem;border:1px solid #e0e0e0;border-radius:4px}
.account img{border-radius:50%}.account span{display:block;color:#646970;font-size:.9rem;font-weight:400}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem}
button{border:1px solid #2271b1;border-radius:3px;padding:.45rem 1.1rem;font-size:1rem;cursor:pointer;background:#fff;color:#2271b1}
button.primary{background:#2271b1;color:#fff}
:focus{outline:2px solid #2271b1;outline-offset:2px}
`;

function page( title: string, body: string, script = '' ): string {
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
${ body }
</main>${ script }
</body>
</html>
`;
}

export interface ConnectPageInput {
	/** The product the account is connected to. */
	productName: string;
	serviceLabel: string;
	accountName: string;
	pictureUrl: string;
	/** Who is signed in on this site. */
	userName: string;
	/** Where the form posts (the page's own path). */
	action: string;
	nonce: string;
}

/** The authorization page: which account will be connected, with Approve and Cancel. */
export function renderConnectPage( input: ConnectPageInput ): string {
	const title = `Connect ${ input.serviceLabel } to ${ input.productName }`;
	return page(
		title,
		`<h1>${ htmlSpecialChars( title ) }</h1>
<p>${ htmlSpecialChars( input.productName ) } asks to use this ${ htmlSpecialChars( input.serviceLabel ) } account for ${ htmlSpecialChars( input.userName ) }:</p>
<p class="account"><img src="${ htmlSpecialChars( input.pictureUrl ) }" alt="" width="56" height="56"><strong>${ htmlSpecialChars( input.accountName ) }<span>${ htmlSpecialChars( input.serviceLabel ) } account</span></strong></p>
<form method="post" action="${ htmlSpecialChars( input.action ) }">
<input type="hidden" name="_wpnonce" value="${ htmlSpecialChars( input.nonce ) }">
<p class="actions"><button type="submit" name="decision" value="cancel">Cancel</button><button type="submit" name="decision" value="approve" class="primary">Approve</button></p>
</form>`
	);
}

export interface ClosingPageInput {
	title: string;
	text: string;
	/** Posted to the opener when there is one; null posts nothing (Cancel). */
	message: KeyringPopupMessage | null;
	/** The opener's expected origin: the message reaches no other. */
	targetOrigin: string;
	/** The Content-Security-Policy nonce that lets the inline script run. */
	scriptNonce: string;
}

/** What the popup shows after a decision: its script tells the opener, then closes the window. */
export function renderClosingPage( input: ClosingPageInput ): string {
	const script = `
<script nonce="${ htmlSpecialChars( input.scriptNonce ) }">
( function () {
	var message = ${ jsonForScript( input.message ) };
	if ( message && window.opener ) {
		window.opener.postMessage( message, ${ jsonForScript( input.targetOrigin ) } );
	}
	window.close();
} )();
</script>`;
	return page(
		input.title,
		`<h1>${ htmlSpecialChars( input.title ) }</h1>
<p role="status">${ htmlSpecialChars( input.text ) }</p>`,
		script
	);
}
