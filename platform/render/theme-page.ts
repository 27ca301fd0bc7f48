import { htmlSpecialChars, escapeUrl } from '../../shared/server-render/html';
import { isRightToLeft, languageAttributes } from '../content/locale';
import type { PageAssets } from './block-assets';
import { viewScriptTags } from './view-script-tags';
import { documentTitle } from '../content/formatting/the-title';

export interface ThemeArticle {
	id: number;
	type: string;
	/** Title HTML as stored (filtered on save for users without unfiltered_html). */
	titleHtml: string;
	link: string;
	dateIso: string;
	dateText: string;
	authorName: string;
	authorLink: string;
	/** Rendered content, or the excerpt in a list. */
	bodyHtml: string;
	/** What follows the content of a single post (its Like button and share links). */
	afterContentHtml?: string;
	/** What follows a single post's article: its comments and the comment form. */
	commentsHtml?: string;
	classes: string[];
}

export interface ThemePageInput {
	/** The site's WordPress locale (`en_US`), which gives the page its language and direction. */
	locale: string;
	siteTitle: string;
	siteDescription: string;
	/** The document title. */
	title: string;
	canonical?: string;
	/** More <head> tags (a post's description and Open Graph tags), already escaped. */
	headHtml?: string;
	assets: PageAssets;
	bodyClass: string;
	/** One article in full, or a list of them. */
	single?: ThemeArticle;
	list?: { heading: string; articles: ThemeArticle[]; empty: string };
	notice?: string;
}

const stripTags = ( html: string ) => html.replace( /<[^>]*>/g, '' );

function meta( article: ThemeArticle ): string {
	return `<div class="entry-meta"><time class="entry-date" datetime="${ htmlSpecialChars( article.dateIso ) }">${ htmlSpecialChars( article.dateText ) }</time> by <span class="entry-author"><a href="${ escapeUrl( article.authorLink ) }">${ htmlSpecialChars( article.authorName ) }</a></span></div>`;
}

function singleArticle( article: ThemeArticle ): string {
	return `<article id="post-${ article.id }" class="entry ${ htmlSpecialChars( article.classes.join( ' ' ) ) }">
<header class="entry-header"><h1 class="entry-title">${ article.titleHtml }</h1>${ article.type === 'post' ? meta( article ) : '' }</header>
<div class="entry-content">${ article.bodyHtml }</div>
${ article.afterContentHtml ?? '' }</article>${ article.commentsHtml ? `\n${ article.commentsHtml }` : '' }`;
}

function listArticle( article: ThemeArticle ): string {
	return `<article id="post-${ article.id }" class="entry ${ htmlSpecialChars( article.classes.join( ' ' ) ) }">
<header class="entry-header"><h2 class="entry-title"><a href="${ escapeUrl( article.link ) }">${ article.titleHtml }</a></h2>${ meta( article ) }</header>
<div class="entry-summary">${ article.bodyHtml }</div>
</article>`;
}

/** The visitor theme: a header with the site title, the content in <main>, a footer. */
export function renderThemePage( input: ThemePageInput ): string {
	const main = input.single
		? singleArticle( input.single )
		: `<h1 class="page-title">${ htmlSpecialChars( input.list?.heading ?? '' ) }</h1>${
				input.list?.articles.length
					? input.list.articles.map( listArticle ).join( '\n' )
					: `<p>${ htmlSpecialChars( input.list?.empty ?? '' ) }</p>`
			}`;
	return `<!DOCTYPE html>
<html ${ languageAttributes( input.locale ) }>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ documentTitle( stripTags( input.title ) ) }</title>
${ input.canonical ? `<link rel="canonical" href="${ escapeUrl( input.canonical ) }">\n` : '' }${ input.headHtml ? `${ input.headHtml }\n` : '' }${ input.assets.styles.map( ( url ) => `<link rel="stylesheet" href="${ htmlSpecialChars( url ) }" media="all">` ).join( '\n' ) }
</head>
<body class="tessera-theme${ isRightToLeft( input.locale ) ? ' rtl' : '' } ${ htmlSpecialChars( input.bodyClass ) }">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<header class="site-header"><div class="site-header__inner">
<p class="site-title"><a href="/" rel="home">${ htmlSpecialChars( input.siteTitle ) }</a></p>
${ input.siteDescription ? `<p class="site-description">${ htmlSpecialChars( input.siteDescription ) }</p>` : '' }
</div></header>
<main id="main" class="site-main">
${ input.notice ? `<p class="notice" role="status">${ htmlSpecialChars( input.notice ) }</p>` : '' }${ main }
</main>
<footer class="site-footer"><div class="site-footer__inner"><p>Proudly powered by Tessera</p></div></footer>
${ viewScriptTags( input.assets, input.locale ) }
</body>
</html>
`;
}
