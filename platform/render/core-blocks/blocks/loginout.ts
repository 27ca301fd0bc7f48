import { htmlAttributes } from '../../../../shared/server-render/html';
import { flag } from '../attribute-values';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender, CoreRenderContext } from '../types';

/** The page's own path and query string, for `redirect_to` (sign-in accepts paths only). */
function currentPath( context: CoreRenderContext ): string {
	const query = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( context.query ?? {} ) ) {
		if ( typeof value === 'string' ) {
			query.append( name, value );
		}
	}
	if ( context.postId && ! query.has( 'p' ) && ! query.has( 'page_id' ) ) {
		query.set( 'p', String( context.postId ) );
	}
	return query.size ? `/?${ query }` : '/';
}

function loginForm( context: CoreRenderContext, redirect: string ): string {
	return `<form name="loginform" id="loginform"${ htmlAttributes( {
		action: `${ context.origin ?? '' }/wp-login.php`,
	} ) } method="post"><p class="login-username"><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" autocomplete="username" class="input" value="" size="20" required /></p><p class="login-password"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" autocomplete="current-password" spellcheck="false" class="input" value="" size="20" required /></p><p class="login-remember"><label><input name="rememberme" type="checkbox" id="rememberme" value="forever" /> Remember Me</label></p><p class="login-submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary" value="Log In" /><input type="hidden" name="redirect_to"${ htmlAttributes(
		{ value: redirect }
	) } /></p></form>`;
}

/** Log in/out: a link to sign in (or a sign-in form) for visitors, to sign out for users. */
export const renderLoginout: CoreBlockRender = ( block, context ) => {
	const signedIn = !! context.userId;
	const redirect = flag( block.attributes.redirectToCurrent )
		? currentPath( context )
		: '';
	const origin = context.origin ?? '';
	let contents: string;
	let classes = signedIn ? 'logged-in' : 'logged-out';
	if ( ! signedIn && flag( block.attributes.displayLoginAsForm ) ) {
		classes += ' has-login-form';
		contents = loginForm( context, redirect || '/' );
	} else {
		const query = redirect
			? `?${ new URLSearchParams( { redirect_to: redirect } ) }`
			: '';
		contents = signedIn
			? `<a${ htmlAttributes( {
					href: `${ origin }/wp-login.php?action=logout${
						redirect ? `&${ query.slice( 1 ) }` : ''
					}`,
				} ) }>Log out</a>`
			: `<a${ htmlAttributes( {
					href: `${ origin }/wp-login.php${ query }`,
				} ) }>Log in</a>`;
	}
	return `<div${ wrapperAttributes( block, {
		class: classes,
	} ) }>${ contents }</div>`;
};
