/**
 * The page `connect_url` opens in the sign-in popup: it stands for WordPress.com's Mailchimp
 * connection screen. Step one authorizes the fixture Mailchimp account (stored as a keyring
 * connection, as the keyring stand-in's own approval does); step two picks the audience new
 * sign-ups join. The last page closes the popup, and the editor checks the connection again.
 */
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';

const STYLE =
	'body{font:15px/1.5 system-ui,sans-serif;margin:2em auto;max-width:30em;padding:0 1em;color:#1e1e1e}button{font:inherit;padding:.5em 1.2em;background:#ffe01b;border:1px solid #241c15;border-radius:4px;cursor:pointer}select{font:inherit;padding:.3em}';

function pageHtml( title: string, body: string, scriptNonce?: string ): string {
	const script = scriptNonce
		? `<script nonce="${ escapeHtml( scriptNonce ) }">window.setTimeout( function () { window.close(); }, 800 );</script>`
		: '';
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${ escapeHtml(
		title
	) }</title><style>${ STYLE }</style></head><body><main><h1>${ escapeHtml( title ) }</h1>${ body }</main>${ script }</body></html>`;
}

function hidden( name: string, value: string ): string {
	return `<input${ htmlAttributes( { type: 'hidden', name, value } ) }>`;
}

export function authorizePage( accountName: string, nonce: string ): string {
	return pageHtml(
		'Connect Mailchimp',
		`<p>Tessera would like to add subscribers to the lists of the Mailchimp account <strong>${ escapeHtml(
			accountName
		) }</strong>.</p><form method="post">${ hidden( '_wpnonce', nonce ) }${ hidden(
			'step',
			'authorize'
		) }<button type="submit">Allow</button></form>`
	);
}

export function chooseListPage(
	accountName: string,
	lists: Array< { id: string; name: string } >,
	selected: string,
	nonce: string
): string {
	const options = lists
		.map(
			( list ) =>
				`<option${ htmlAttributes( { value: list.id, selected: list.id === selected } ) }>${ escapeHtml( list.name ) }</option>`
		)
		.join( '' );
	return pageHtml(
		'Choose a Mailchimp audience',
		`<p>Connected account: <strong>${ escapeHtml( accountName ) }</strong></p><form method="post">${ hidden(
			'_wpnonce',
			nonce
		) }${ hidden( 'step', 'list' ) }<p><label for="list_id">Audience for new subscribers</label><br><select id="list_id" name="list_id">${ options }</select></p><button type="submit">Use this audience</button></form>`
	);
}

export function connectedPage( listName: string, scriptNonce: string ): string {
	return pageHtml(
		'Mailchimp is connected',
		`<p>New subscribers will join <strong>${ escapeHtml( listName ) }</strong>. This window closes by itself; you can also close it now.</p>`,
		scriptNonce
	);
}
