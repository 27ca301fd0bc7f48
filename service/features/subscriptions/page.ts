/** The small pages the subscription links open: a heading, a message, and what to do next. */
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';

export function subscriptionPage(
	siteTitle: string,
	heading: string,
	message: string,
	extra = ''
): string {
	return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${ escapeHtml( heading ) } – ${ escapeHtml( siteTitle ) }</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36em;margin:4em auto;padding:0 1em;color:#1e1e1e}button{font:inherit;padding:.5em 1em}</style>
</head><body><main><h1>${ escapeHtml( heading ) }</h1><p>${ escapeHtml( message ) }</p>${ extra }<p><a${ htmlAttributes(
		{ href: '/' }
	) }>${ escapeHtml( `Back to ${ siteTitle }` ) }</a></p></main></body></html>`;
}
