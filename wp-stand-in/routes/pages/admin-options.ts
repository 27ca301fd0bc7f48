import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import {
	PLANS,
	SITE_TYPES,
	getSettings,
	updateSettings,
} from '../../../platform/content/settings';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { PLAN_CATALOG } from '../../../shared/plans/catalog';
import { nonceFor, nonceValid } from '../../../platform/auth/page-auth';
import {
	adminDie,
	adminUser,
	sendAdminPage,
} from '../../../platform/render/admin-reply';
import {
	sharingAdmin,
	sharingAdminPost,
} from '../../../service/features/publicize/admin';
import { installedLanguages, languageOptions } from './installed-languages';

const NONCE_ACTION = 'tessera-options';
const PLAN_LABELS: Record< string, string > = Object.fromEntries(
	PLANS.map( ( slug ) => [ slug, PLAN_CATALOG[ slug ].product_name ] )
);
const SITE_TYPE_LABELS: Record< string, string > = {
	simple: 'Simple (WordPress.com)',
	atomic: 'Atomic (WordPress.com Business)',
	'self-hosted': 'Self-hosted (Jetpack)',
};

function options(
	values: readonly string[],
	labels: Record< string, string >,
	selected: string
): string {
	return values
		.map(
			( v ) =>
				`<option value="${ htmlSpecialChars( v ) }"${ v === selected ? ' selected' : '' }>${ htmlSpecialChars( labels[ v ] ) }</option>`
		)
		.join( '' );
}

function form(
	ctx: AppContext,
	request: FastifyRequest,
	values: {
		title: string;
		language: string;
		plan: string;
		siteType: string;
		beta: boolean;
	},
	notice: string
) {
	return `<h1>Tessera settings</h1>
${ notice }
<form method="post" action="/wp-admin/options-general.php?page=tessera">
<input type="hidden" name="_wpnonce" value="${ nonceFor( ctx, request, NONCE_ACTION ) }">
<table class="form-table" role="presentation"><tbody>
<tr><th scope="row"><label for="blogname">Site Title</label></th><td><input name="blogname" id="blogname" type="text" value="${ htmlSpecialChars( values.title ) }" maxlength="255" required></td></tr>
<tr><th scope="row"><label for="WPLANG">Site Language</label></th><td><select name="WPLANG" id="WPLANG" aria-describedby="WPLANG-description">${ languageOptions( installedLanguages(), values.language ) }</select><p class="description" id="WPLANG-description">The language of the site's pages, and of the editor for users who keep their profile's Site Default.</p></td></tr>
<tr><th scope="row"><label for="tessera_plan">Plan</label></th><td><select name="tessera_plan" id="tessera_plan" aria-describedby="tessera_plan-description">${ options( PLANS, PLAN_LABELS, values.plan ) }</select><p class="description" id="tessera_plan-description">Blocks that need a higher plan show an upgrade notice in the editor.</p></td></tr>
<tr><th scope="row"><label for="tessera_site_type">Site type</label></th><td><select name="tessera_site_type" id="tessera_site_type">${ options( SITE_TYPES, SITE_TYPE_LABELS, values.siteType ) }</select></td></tr>
<tr><th scope="row">Beta blocks</th><td><input name="tessera_beta_blocks" id="tessera_beta_blocks" type="checkbox" value="1"${ values.beta ? ' checked' : '' }> <label for="tessera_beta_blocks">Turn on the blocks listed as beta</label></td></tr>
</tbody></table>
<p><button type="submit" class="button button-primary">Save Changes</button></p>
</form>`;
}

const guard = ( request: FastifyRequest, reply: FastifyReply ) =>
	adminUser( request, reply, 'manage_options' );

const isSharingPage = ( request: FastifyRequest ) =>
	( request.query as Record< string, unknown > ).page === 'sharing';

/**
 * /wp-admin/options-general.php?page=tessera: site title, site language, plan, site type and beta
 * blocks;
 * `?page=sharing` is Publicize's Sharing settings (its feature draws it).
 */
export function registerAdminOptions(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/wp-admin/options-general.php', async ( request, reply ) => {
		if ( isSharingPage( request ) ) {
			return sharingAdmin( ctx, request, reply );
		}
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		const s = getSettings( ctx.db );
		const saved =
			( request.query as Record< string, unknown > )[
				'settings-updated'
			] === 'true';
		const notice = saved
			? '<div class="notice" role="status"><p><strong>Settings saved.</strong></p></div>'
			: '';
		return sendAdminPage(
			ctx,
			request,
			reply,
			'Tessera settings',
			form(
				ctx,
				request,
				{
					title: s.title,
					language: s.language,
					plan: s.tessera_plan,
					siteType: s.tessera_site_type,
					beta: s.tessera_beta_blocks,
				},
				notice
			)
		);
	} );

	app.post( '/wp-admin/options-general.php', async ( request, reply ) => {
		if ( isSharingPage( request ) ) {
			return sharingAdminPost( ctx, request, reply );
		}
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		if ( ! nonceValid( ctx, request, NONCE_ACTION, body._wpnonce ) ) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		const title =
			typeof body.blogname === 'string' ? body.blogname.trim() : '';
		const plan = String( body.tessera_plan );
		const siteType = String( body.tessera_site_type );
		const beta = body.tessera_beta_blocks === '1';
		// A form from before the select, or a script, may leave the language out: it stays.
		const language =
			body.WPLANG === undefined
				? String( getSettings( ctx.db ).language )
				: String( body.WPLANG );
		const errors: string[] = [];
		if ( ! title || title.length > 255 ) {
			errors.push(
				'The site title must be between 1 and 255 characters.'
			);
		}
		if (
			! installedLanguages().some( ( [ locale ] ) => locale === language )
		) {
			errors.push( 'Choose one of the languages listed.' );
		}
		if ( ! ( PLANS as readonly string[] ).includes( plan ) ) {
			errors.push( 'Choose one of the plans listed.' );
		}
		if ( ! ( SITE_TYPES as readonly string[] ).includes( siteType ) ) {
			errors.push( 'Choose one of the site types listed.' );
		}
		if ( errors.length ) {
			const notice = `<div class="notice notice-error" role="alert">${ errors.map( ( e ) => `<p>${ htmlSpecialChars( e ) }</p>` ).join( '' ) }</div>`;
			return sendAdminPage(
				ctx,
				request,
				reply,
				'Tessera settings',
				form(
					ctx,
					request,
					{ title, language, plan, siteType, beta },
					notice
				),
				400
			);
		}
		ctx.db.transaction( () =>
			updateSettings( ctx.db, {
				title,
				language,
				tessera_plan: plan,
				tessera_site_type: siteType,
				tessera_beta_blocks: beta,
			} )
		)();
		return reply.redirect(
			'/wp-admin/options-general.php?page=tessera&settings-updated=true',
			302
		);
	} );
}
