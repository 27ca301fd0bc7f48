/** The small pages the subscription links open: a heading, a message, and what to do next. */
import { __, sprintf } from '@wordpress/i18n';

import { htmlLang } from '../../../platform/content/locale';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';

/**
 * The page, its own words in the current render's language (see platform/render/locale-strings).
 *
 * @param siteTitle The site's title.
 * @param locale    The site's language, for `lang`.
 * @param heading   The page's heading and title.
 * @param message   What happened.
 * @param extra     HTML after the message (a form).
 */
export function subscriptionPage(
	siteTitle: string,
	locale: string,
	heading: string,
	message: string,
	extra = ''
): string {
	/* translators: %s: the site's title. */
	const back = sprintf( __( 'Back to %s', 'tessera' ), siteTitle );
	return `<!DOCTYPE html>
<html${ htmlAttributes( { lang: htmlLang( locale ) } ) }><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${ escapeHtml( heading ) } – ${ escapeHtml( siteTitle ) }</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36em;margin:4em auto;padding:0 1em;color:#1e1e1e}button{font:inherit;padding:.5em 1em}</style>
</head><body><main><h1>${ escapeHtml( heading ) }</h1><p>${ escapeHtml( message ) }</p>${ extra }<p><a${ htmlAttributes(
		{ href: '/' }
	) }>${ escapeHtml( back ) }</a></p></main></body></html>`;
}
