/**
 * The page around one of wp-admin's DataViews list screens (src/admin/): the element the screen
 * mounts in, carrying what its script needs from the server (the REST nonce, the site's time
 * format, the screen's own data), and the list screens' script and styles.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { nonceFor } from '../auth/page-auth';
import { getSettings } from '../content/settings';
import { htmlSpecialChars } from '../../shared/server-render/html';
import { userLocale } from '../content/user-locale';
import { readAssetManifest } from './asset-manifest';
import { sendAdminPage } from './admin-reply';
import { localeDataScript } from './script-locale-data';

/**
 * The plugin's admin script (the Feedback inbox): its translations hold every string of
 * src/admin/, so the site's list screens take theirs from the same file.
 */
const ADMIN_SCRIPT = 'build/admin.js';

export interface AdminListScreen {
	/** The id of the element the screen mounts in. */
	rootId: string;
	title: string;
	/** More `data-*` attributes for the screen (names in kebab case). */
	data?: Record< string, string | number >;
	/** HTML for browsers without JavaScript, kept in a `<noscript>`. */
	fallback?: string;
}

export function sendAdminListScreen(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	screen: AdminListScreen
) {
	const lists = readAssetManifest( ctx.options.buildDir )?.admin?.lists;
	// As wp_set_script_translations does, for the user's own language: wp-admin speaks it.
	const assets = lists && {
		...lists,
		localeData: localeDataScript(
			userLocale( ctx.db, request.user?.id ),
			ADMIN_SCRIPT
		),
	};
	const data: Record< string, string | number > = {
		nonce: nonceFor( ctx, request, 'wp_rest' ),
		'time-format': getSettings( ctx.db ).time_format,
		...screen.data,
	};
	const attributes = Object.entries( data )
		.map(
			( [ name, value ] ) =>
				` data-${ name }="${ htmlSpecialChars( String( value ) ) }"`
		)
		.join( '' );
	const notBuilt = assets
		? ''
		: `<p>The ${ htmlSpecialChars(
				screen.title
			) } screen is not built yet: run <code>npm run build</code>.</p>`;
	// Without JavaScript the fallback carries its own heading.
	const heading = screen.fallback
		? ''
		: `<h1>${ htmlSpecialChars( screen.title ) }</h1>`;
	const body = [
		`<div id="${ screen.rootId }"${ attributes }>${ heading }${ notBuilt }</div>`,
		screen.fallback ? `<noscript>${ screen.fallback }</noscript>` : '',
	].join( '\n' );
	return sendAdminPage(
		ctx,
		request,
		reply,
		screen.title,
		body,
		200,
		assets
	);
}
