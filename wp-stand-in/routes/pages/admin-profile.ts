/**
 * /wp-admin/profile.php: the signed-in user's own settings. Only what Tessera reads is here,
 * the Language select as WordPress has it (Site Default, or one of the installed languages).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { nonceFor, nonceValid } from '../../../platform/auth/page-auth';
import {
	adminDie,
	adminUser,
	sendAdminPage,
} from '../../../platform/render/admin-reply';
import { ownLocale, setOwnLocale } from '../../../platform/content/user-locale';
import { installedLanguages, languageOptions } from './installed-languages';

const NONCE_ACTION = 'update-user';
const PATH = '/wp-admin/profile.php';

/** The languages offered: Site Default, or one of the installed languages. */
function languages(): Array< [ string, string ] > {
	return [ [ '', 'Site Default' ], ...installedLanguages() ];
}

function form( ctx: AppContext, request: FastifyRequest, locale: string ) {
	const saved =
		( request.query as Record< string, unknown > ).updated === '1';
	const options = languageOptions( languages(), locale );
	return `<h1>Profile</h1>
${ saved ? '<div class="notice" role="status"><p><strong>Profile updated.</strong></p></div>' : '' }
<form method="post" action="${ PATH }">
<input type="hidden" name="_wpnonce" value="${ nonceFor( ctx, request, NONCE_ACTION ) }">
<table class="form-table" role="presentation"><tbody>
<tr><th scope="row"><label for="locale">Language</label></th><td><select name="locale" id="locale">${ options }</select></td></tr>
</tbody></table>
<p><button type="submit" class="button button-primary">Update Profile</button></p>
</form>`;
}

export function registerAdminProfile( app: FastifyInstance, ctx: AppContext ) {
	app.get( PATH, async ( request, reply ) => {
		const user = adminUser( request, reply, 'read' );
		if ( ! user ) {
			return reply;
		}
		return sendAdminPage(
			ctx,
			request,
			reply,
			'Profile',
			form( ctx, request, ownLocale( ctx.db, user.id ) )
		);
	} );

	app.post( PATH, async ( request, reply ) => {
		const user = adminUser( request, reply, 'read' );
		if ( ! user ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		if ( ! nonceValid( ctx, request, NONCE_ACTION, body._wpnonce ) ) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		const locale = typeof body.locale === 'string' ? body.locale : '';
		if ( ! languages().some( ( [ value ] ) => value === locale ) ) {
			return adminDie(
				reply,
				400,
				'Choose one of the languages listed.'
			);
		}
		setOwnLocale( ctx.db, user.id, locale );
		return reply.redirect( `${ PATH }?updated=1`, 302 );
	} );
}
