import {
	escapeUrl,
	htmlSpecialChars,
} from '../../../shared/server-render/html';
import type { PublicizeConnection } from '../../../shared/publicize/types';
import {
	SOCIAL_NETWORKS,
	type SocialNetwork,
} from '../../stand-ins/social-networks/networks';

export const SHARING_PAGE = '/wp-admin/options-general.php?page=sharing';

export interface SharingPageInput {
	/** The user's connections by network, each tested at its network. */
	connections: PublicizeConnection[];
	/** Where each network's authorization page is (the keyring's connect flow). */
	connectUrl: ( service: SocialNetwork ) => string;
	nonce: string;
	notice: string;
	/** Whether the Connect/Reconnect script is on the page (else the links open a new tab). */
	hasScript: boolean;
}

/** A connection's state as the page words it: working, to reauthenticate, or failed. */
export function connectionState( connection: PublicizeConnection ): {
	state: 'ok' | 'must-reauth' | 'failed';
	text: string;
} {
	if ( connection.test_success === true ) {
		return { state: 'ok', text: 'Connected' };
	}
	if ( connection.test_success === 'must_reauth' ) {
		return {
			state: 'must-reauth',
			text: 'Must be reauthenticated: reconnect it to go on sharing to it.',
		};
	}
	return {
		state: 'failed',
		text: connection.test_message || 'The connection failed its test.',
	};
}

function connectLink(
	input: SharingPageInput,
	service: SocialNetwork,
	text: string,
	label: string
): string {
	return `<a class="button" href="${ escapeUrl( input.connectUrl( service ) ) }" target="_blank" data-tessera-keyring-connect aria-label="${ htmlSpecialChars( label ) }">${ htmlSpecialChars( text ) }</a>`;
}

function accountRow(
	input: SharingPageInput,
	service: SocialNetwork,
	connection: PublicizeConnection
): string {
	const { state, text } = connectionState( connection );
	const name = connection.display_name;
	const picture = escapeUrl( connection.profile_picture );
	const reconnect =
		state === 'ok'
			? ''
			: connectLink( input, service, 'Reconnect', `Reconnect ${ name }` );
	return `<li class="sharing-account is-${ state }">
${ picture ? `<img src="${ picture }" alt="" width="32" height="32">` : '' }
<div><strong>${ htmlSpecialChars( name ) }</strong>
<p class="sharing-state" role="${ state === 'ok' ? 'status' : 'alert' }">${ htmlSpecialChars( text ) }</p>
<div class="sharing-account__actions">${ reconnect }<form method="post" action="${ SHARING_PAGE }">
<input type="hidden" name="_wpnonce" value="${ htmlSpecialChars( input.nonce ) }">
<input type="hidden" name="action" value="disconnect">
<input type="hidden" name="connection" value="${ htmlSpecialChars( connection.id ) }">
<button type="submit" class="button-link" aria-label="${ htmlSpecialChars( `Disconnect ${ name }` ) }">Disconnect</button>
</form></div></div>
</li>`;
}

function networkRow( input: SharingPageInput, service: SocialNetwork ): string {
	const { label } = SOCIAL_NETWORKS[ service ];
	const accounts = input.connections.filter(
		( connection ) => connection.service_name === service
	);
	const list = accounts.length
		? `<ul class="sharing-accounts">${ accounts.map( ( connection ) => accountRow( input, service, connection ) ).join( '' ) }</ul>`
		: '<p class="description">Not connected.</p>';
	return `<tr><th scope="row">${ htmlSpecialChars( label ) }</th>
<td>${ list }</td>
<td>${
		accounts.length
			? connectLink(
					input,
					service,
					'Connect another account',
					`Connect another account to ${ label }`
				)
			: connectLink(
					input,
					service,
					'Connect',
					`Connect a ${ label } account`
				)
	}</td></tr>`;
}

// The actions have a class of their own: WordPress's wp-admin hides `.row-actions` until a table
// row is hovered, and this screen is drawn there too.
const STYLE = `<style>
.sharing-accounts{list-style:none;margin:0;padding:0}
.sharing-account{display:flex;gap:.7rem;align-items:flex-start;margin-bottom:.6rem}
.sharing-account img{border-radius:50%}
.sharing-state{margin:0;font-size:.9rem}
.sharing-account__actions{display:flex;gap:.7rem;font-size:.85rem;margin-top:.2rem}.sharing-account__actions form{display:inline}
.is-must-reauth .sharing-state{color:#996800}.is-failed .sharing-state{color:#b32d2e}
</style>`;

/** The Sharing settings page: the user's accounts on each network, with their state. */
export function renderSharingPage( input: SharingPageInput ): string {
	return `${ STYLE }<h1>Sharing Settings</h1>
${ input.notice }
<h2>Publicize connections</h2>
<p>New posts are shared to the accounts connected here when they are published (each post can leave some out in the editor's 'Share this post' panel).</p>
<table class="widefat" role="presentation"><tbody>
${ ( Object.keys( SOCIAL_NETWORKS ) as SocialNetwork[] ).map( ( service ) => networkRow( input, service ) ).join( '\n' ) }
</tbody></table>
${ input.hasScript ? '' : '<p class="description">After connecting in the new tab, reload this page.</p>' }`;
}
