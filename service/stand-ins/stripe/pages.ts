/** The provider's pages: connecting an account, the hosted card form and the card confirmation. */
import {
	escapeUrl,
	htmlSpecialChars as h,
} from '../../../shared/server-render/html';

const STYLE = `body{font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:2rem}
h1{font-size:1.375rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #8792a2;border-radius:4px;font:inherit}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.25rem;padding:.625rem 1.25rem;border:0;border-radius:4px;background:#635bff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary,a.secondary{background:#e3e8ee;color:#1a1f36}
a.secondary{display:inline-block;margin-top:1.25rem;padding:.625rem 1.25rem;border-radius:4px;text-decoration:none}
.error{color:#a50e15;background:#fdecea;padding:.5rem .75rem;border-radius:4px}
.amount{font-size:2rem;font-weight:700}.muted{color:#4f566b}`;

/** A whole page of the provider. */
export function providerPage( title: string, body: string ): string {
	return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${ h( title ) }</title><style>${ STYLE }</style></head>
<body><main>${ body }</main></body></html>`;
}

export function connectPage( input: {
	siteName: string;
	action: string;
	nonce: string;
	redirectTo: string;
} ): string {
	const hidden = `<input type="hidden" name="_wpnonce" value="${ h( input.nonce ) }">
<input type="hidden" name="redirect_to" value="${ h( input.redirectTo ) }">`;
	return providerPage(
		'Connect with Stripe',
		`<h1>Connect ${ h( input.siteName ) } with Stripe</h1>
<p class="muted">The site will be able to take card payments into your Stripe account (test mode: no real money moves).</p>
<form method="post" action="${ h( input.action ) }">${ hidden }
<button type="submit" name="decision" value="approve">Authorize access to this account</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
</form>`
	);
}

export interface CheckoutView {
	title: string;
	amount: string;
	intervalLabel: string;
	sessionId: string;
	payAction: string;
	cancelUrl: string;
	email?: string;
	error?: string;
}

export function checkoutPage( view: CheckoutView ): string {
	const error = view.error
		? `<p class="error" role="alert">${ h( view.error ) }</p>`
		: '';
	return providerPage(
		'Checkout',
		`<h1>${ h( view.title ) }</h1>
<p><span class="amount">${ h( view.amount ) }</span> <span class="muted">${ h( view.intervalLabel ) }</span></p>
${ error }
<form method="post" action="${ h( view.payAction ) }">
<input type="hidden" name="session" value="${ h( view.sessionId ) }">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${ h( view.email ?? '' ) }">
<label for="cardnumber">Card number</label>
<input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="exp-date">Expiration</label>
<input id="exp-date" name="exp-date" autocomplete="cc-exp" placeholder="MM / YY" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div></div>
<button type="submit">Pay ${ h( view.amount ) }</button>
<a class="secondary" href="${ escapeUrl( view.cancelUrl ) }">Cancel</a>
</form>`
	);
}

export function authenticationPage( input: {
	amount: string;
	sessionId: string;
	action: string;
} ): string {
	return providerPage(
		'Confirm your payment',
		`<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this payment of <strong>${ h( input.amount ) }</strong>.</p>
<form method="post" action="${ h( input.action ) }">
<input type="hidden" name="session" value="${ h( input.sessionId ) }">
<button type="submit" name="decision" value="complete">Complete authentication</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail authentication</button>
</form>`
	);
}

export function messagePage( title: string, message: string ): string {
	return providerPage(
		title,
		`<h1>${ h( title ) }</h1><p>${ h( message ) }</p>`
	);
}
