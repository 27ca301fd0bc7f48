import { htmlSpecialChars } from '../../shared/server-render/html';

export interface LoginPageInput {
	siteTitle: string;
	redirectTo: string;
	username: string;
	/** Already-escaped HTML of an error (it holds <strong>), or a plain message. */
	errorHtml?: string;
	message?: string;
}

const STYLE = `
body{margin:0;background:#f0f0f1;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e}
main{max-width:320px;margin:8vh auto;padding:0 1rem}
h1{text-align:center;font-size:1.4rem}
form{background:#fff;border:1px solid #c3c4c7;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.04)}
label{display:block;font-weight:600;margin-bottom:.3rem}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;font-size:1.2rem;padding:.3rem .5rem;margin-bottom:1rem}
.forgetmenot{margin-bottom:1rem}.forgetmenot label{display:inline;font-weight:400}
button{background:#2271b1;color:#fff;border:1px solid #2271b1;border-radius:3px;padding:.4rem 1rem;font-size:1rem;cursor:pointer}
:focus{outline:2px solid #2271b1;outline-offset:1px}
.notice{background:#fff;border-left:4px solid #00a32a;padding:.6rem 1rem;margin-bottom:1rem}
#login_error{border-left-color:#d63638}
`;

/** wp-login.php's sign-in form. */
export function renderLoginPage( input: LoginPageInput ): string {
	let notice = '';
	if ( input.errorHtml ) {
		notice = `<div id="login_error" class="notice" role="alert">${ input.errorHtml }</div>`;
	} else if ( input.message ) {
		notice = `<div class="notice" role="status">${ htmlSpecialChars( input.message ) }</div>`;
	}
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log In ‹ ${ htmlSpecialChars( input.siteTitle ) } — WordPress</title>
<style>${ STYLE }</style>
</head>
<body class="login">
<main>
<h1>${ htmlSpecialChars( input.siteTitle ) }</h1>
${ notice }
<form name="loginform" id="loginform" action="/wp-login.php" method="post">
<label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" value="${ htmlSpecialChars( input.username ) }" autocomplete="username" autocapitalize="off" required>
<label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required>
<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p>
<input type="hidden" name="redirect_to" value="${ htmlSpecialChars( input.redirectTo ) }">
<button type="submit" name="wp-submit" id="wp-submit">Log In</button>
</form>
</main>
</body>
</html>
`;
}
