import type { AuthUser } from '../auth/types';
import { userCan } from '../auth/capabilities';
import { htmlSpecialChars } from '../../shared/server-render/html';
import { languageAttributes } from '../content/locale';

const STYLE = `
body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;background:#f0f0f1}
a{color:#2271b1}a:focus,button:focus,input:focus,select:focus{outline:2px solid #2271b1;outline-offset:1px}
.admin-bar{display:flex;gap:1rem;align-items:center;background:#1d2327;padding:.5rem 1rem}
.admin-bar a,.admin-bar span{color:#f0f0f1}.admin-bar .site{font-weight:600;margin-right:auto}
main{max-width:1100px;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.6rem;font-weight:400;display:flex;gap:1rem;align-items:center}
.button{display:inline-block;padding:.3rem .8rem;border:1px solid #2271b1;border-radius:3px;background:#f6f7f7;color:#2271b1;text-decoration:none;font-size:.9rem;cursor:pointer}
.button-primary{background:#2271b1;color:#fff}
.button-link{border:0;background:none;color:#b32d2e;padding:0;font:inherit;cursor:pointer;text-decoration:underline}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c3c4c7}
th,td{text-align:left;padding:.5rem .7rem;border-bottom:1px solid #e0e0e0;vertical-align:top}
.row-actions{display:flex;gap:.7rem;font-size:.85rem;margin-top:.2rem}.row-actions form{display:inline}
.notice{background:#fff;border-left:4px solid #00a32a;padding:.5rem 1rem;margin:1rem 0}.notice-error{border-left-color:#d63638}
.form-table th{width:14rem}.form-table td,.form-table th{border:0;background:none}
label{font-weight:600}.description{color:#646970;font-size:.9rem;margin:.2rem 0 0}
.subsubsub{list-style:none;padding:0;display:flex;gap:.8rem}
.pagination{margin:1rem 0;display:flex;gap:1rem}
.screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px);white-space:nowrap}
`;

export interface AdminPageInput {
	title: string;
	siteTitle: string;
	user: AuthUser;
	/** The user's own language (get_user_locale()), which wp-admin is in. */
	locale: string;
	logoutUrl: string;
	body: string;
	/** Stylesheets and scripts of the screen's own entry, in the order to load them. */
	assets?: AdminAssets;
}

export interface AdminAssets {
	scripts: string[];
	styles: string[];
	/**
	 * The screen script's translations (an inline script for `wp.i18n`), printed right before
	 * that script, the last one, once `wp-i18n` before it is loaded.
	 */
	localeData?: string;
}

function scriptTags( assets: AdminAssets | undefined ): string {
	const scripts = assets?.scripts ?? [];
	return scripts
		.map(
			( src, index ) =>
				`${
					index === scripts.length - 1 && assets?.localeData
						? `${ assets.localeData }\n`
						: ''
				}<script src="${ htmlSpecialChars( src ) }"></script>`
		)
		.join( '\n' );
}

/** The frame of every wp-admin page: toolbar, navigation and a main landmark. */
export function renderAdminPage( input: AdminPageInput ): string {
	const nav = [
		`<a class="site" href="/">${ htmlSpecialChars( input.siteTitle ) }</a>`,
		'<a href="/wp-admin/edit.php">Posts</a>',
		'<a href="/wp-admin/edit.php?post_type=page">Pages</a>',
		// Form submissions are personal data: editors and administrators only, as the list itself.
		userCan( input.user, 'edit_pages' )
			? '<a href="/wp-admin/edit.php?post_type=feedback">Feedback</a>'
			: '',
		userCan( input.user, 'manage_options' )
			? '<a href="/wp-admin/options-general.php?page=tessera">Tessera settings</a>'
			: '',
		userCan( input.user, 'manage_options' )
			? '<a href="/wp-admin/earnings.php">Earnings</a>'
			: '',
		userCan( input.user, 'publish_posts' )
			? '<a href="/wp-admin/options-general.php?page=sharing">Sharing</a>'
			: '',
		`<span>Howdy, ${ htmlSpecialChars( input.user.name ) }</span>`,
		`<a href="${ htmlSpecialChars( input.logoutUrl ) }">Log Out</a>`,
	].join( '' );
	return `<!DOCTYPE html>
<html ${ languageAttributes( input.locale ) }>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ htmlSpecialChars( input.title ) } ‹ ${ htmlSpecialChars( input.siteTitle ) } — WordPress</title>
<style>${ STYLE }</style>
${ ( input.assets?.styles ?? [] ).map( ( href ) => `<link rel="stylesheet" href="${ htmlSpecialChars( href ) }">` ).join( '\n' ) }
</head>
<body class="wp-admin">
<nav class="admin-bar" aria-label="Toolbar">${ nav }</nav>
<main id="wpbody-content">
${ input.body }
</main>
${ scriptTags( input.assets ) }
</body>
</html>
`;
}
