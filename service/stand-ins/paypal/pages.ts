/** PayPal's buyer pages: the order's approval page (PayPal account or card) and messages. */
import { htmlSpecialChars as h } from '../../../shared/server-render/html';

const STYLE = `body{font:16px/1.5 "Helvetica Neue",Arial,sans-serif;background:#f5f7fa;color:#001c64;margin:0}
header{background:#fff;border-bottom:1px solid #d9dde3;padding:.75rem 1.5rem;font-weight:700;font-size:1.25rem}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:8px;box-shadow:0 1px 6px rgba(0,0,0,.12);padding:1.5rem 2rem}
h1{font-size:1.25rem;margin:0 0 .5rem}h2{font-size:1.05rem;margin:1.5rem 0 .25rem}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #6c7378;border-radius:4px;font:inherit}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;padding:.7rem;border:0;border-radius:24px;background:#0070e0;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button.card{background:#2c2e2f}
.error{color:#a4000f;background:#fff0f0;padding:.5rem .75rem;border-radius:4px}
.total{font-size:1.75rem;font-weight:700}.muted{color:#545d68}a{color:#0070e0}`;

/** A whole page of PayPal. */
export function paypalPage( title: string, body: string ): string {
	return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${ h( title ) }</title><style>${ STYLE }</style></head>
<body><header>PayPal <span class="muted">Sandbox</span></header><main>${ body }</main></body></html>`;
}

export interface ApprovalView {
	token: string;
	action: string;
	payee: string;
	item: string;
	quantity: number;
	total: string;
	cancelUrl: string;
	error?: string;
	email?: string;
}

export function approvalPage( view: ApprovalView ): string {
	const error = view.error
		? `<p class="error" role="alert">${ h( view.error ) }</p>`
		: '';
	const token = `<input type="hidden" name="token" value="${ h( view.token ) }">`;
	const email = h( view.email ?? '' );
	return paypalPage(
		'Pay with PayPal',
		`<h1>Pay ${ h( view.payee ) }</h1>
<p>${ h( view.item ) }${ view.quantity > 1 ? ` × ${ view.quantity }` : '' }</p>
<p class="total">${ h( view.total ) }</p>${ error }
<h2>Log in to your PayPal account</h2>
<form method="post" action="${ h( view.action ) }">${ token }<input type="hidden" name="method" value="paypal">
<label for="login_email">Email</label><input id="login_email" name="login_email" type="email" autocomplete="email" value="${ email }" required>
<label for="login_password">Password</label><input id="login_password" name="login_password" type="password" required>
<button type="submit">Log In and Pay</button></form>
<h2>Pay with Debit or Credit Card</h2>
<form method="post" action="${ h( view.action ) }">${ token }<input type="hidden" name="method" value="card">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${ email }" required>
<label for="cardnumber">Card number</label><input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp-date">Expires</label><input id="exp-date" name="exp-date" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div><label for="cvc">CSC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="cardholder">Cardholder name</label><input id="cardholder" name="cardholder" autocomplete="cc-name" required>
<button type="submit" class="card">Pay Now</button></form>
<p><a href="${ h( view.cancelUrl ) }">Cancel and return to the merchant</a></p>`
	);
}

export function messagePage( message: string ): string {
	return paypalPage( 'PayPal', `<p>${ h( message ) }</p>` );
}
