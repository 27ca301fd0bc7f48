import { htmlSpecialChars, escapeUrl } from '../../shared/server-render/html';
import { languageAttributes } from '../../platform/content/locale';

export interface EmbedPageInput {
	/** The site's WordPress locale (`en_US`). */
	locale: string;
	siteTitle: string;
	siteUrl: string;
	title: string;
	link: string;
	excerptHtml: string;
}

/** The page an oEmbed iframe shows (WordPress's embed template): title, excerpt, site. */
export function renderEmbedPage( input: EmbedPageInput ): string {
	return `<!DOCTYPE html>
<html ${ languageAttributes( input.locale ) }>
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, follow">
<title>${ htmlSpecialChars( input.title ) } – ${ htmlSpecialChars( input.siteTitle ) }</title>
<style>body{margin:0;font:14px/1.5 sans-serif;color:#1e1e1e}.wp-embed{padding:1.5rem;border:1px solid #ddd;background:#fff}.wp-embed-heading{font-size:1.3rem;margin:0 0 .5rem}.wp-embed-footer{margin-top:1rem;color:#646970}</style>
</head>
<body class="wp-embed-responsive">
<div class="wp-embed">
<p class="wp-embed-heading"><a href="${ escapeUrl( input.link ) }" target="_top">${ htmlSpecialChars( input.title ) }</a></p>
<div class="wp-embed-excerpt">${ input.excerptHtml }</div>
<div class="wp-embed-footer"><a href="${ escapeUrl( input.siteUrl ) }" target="_top">${ htmlSpecialChars( input.siteTitle ) }</a></div>
</div>
</body>
</html>
`;
}
