/**
 * The core blocks WordPress's editor would offer that this site leaves out of the inserter,
 * with the reason. They stay registered, so a post that already holds one still opens and
 * renders (most of them render nothing on this site). Every other dynamic core block is
 * rendered by the site server (platform/content/core-server-blocks.ts); a test checks that
 * each dynamic core block is one or the other.
 */
export const CORE_BLOCKS_NOT_OFFERED: Record< string, string > = {
	'core/avatar': 'user avatars are not rendered by the site server',
	'core/breadcrumbs': 'a theme template block; posts have no trail here',
	'core/comments':
		"a theme template block; a post's page shows its comments and comment form itself",
	'core/home-link': 'menus (navigation) are not supported',
	'core/icon': 'the icon library is not served',
	'core/navigation': 'menus (navigation) are not supported',
	'core/navigation-overlay-close': 'menus (navigation) are not supported',
	'core/playlist':
		'needs the Interactivity API, which visitor pages do not load',
	'core/post-author-biography': 'author profiles are not rendered',
	'core/post-comments-count':
		"a theme template block; a post's page shows its comments and comment form itself",
	'core/post-comments-form':
		"a theme template block; a post's page shows its comments and comment form itself",
	'core/post-comments-link':
		"a theme template block; a post's page shows its comments and comment form itself",
	'core/post-content':
		'a theme template block; inside a post it would hold the post itself',
	'core/post-navigation-link':
		'a theme template block (previous and next post)',
	'core/post-time-to-read': 'not rendered by the site server',
	'core/query-title': 'a theme template block (archive titles)',
	'core/query-total': 'not rendered by the site server',
	'core/rss':
		'the site server makes no network calls, so no feed can be read',
	'core/site-logo': 'the site has no logo setting flow',
	'core/social-links':
		'the service icons are not rendered by the site server',
	'core/template-part':
		'a theme template block; the theme has no template parts',
	'core/term-count': 'a theme template block (term archives)',
	'core/term-description': 'a theme template block (term archives)',
	'core/term-name': 'a theme template block (term archives)',
	'core/terms-query': 'a theme template block (term archives)',
};

/**
 * Static core blocks whose saved markup the post filter cannot keep (MathML elements, the tabs'
 * `tabindex`): an author's or contributor's save would leave them invalid, as in WordPress, so
 * they are offered only to users who may post unfiltered HTML.
 */
export const CORE_BLOCKS_NEEDING_UNFILTERED_HTML = [
	'core/math',
	'core/tab-panel',
	'core/tabs',
];

export function isCoreBlockOffered(
	name: string,
	canPostUnfilteredHtml: boolean
): boolean {
	if ( name in CORE_BLOCKS_NOT_OFFERED ) {
		return false;
	}
	return (
		canPostUnfilteredHtml ||
		! CORE_BLOCKS_NEEDING_UNFILTERED_HTML.includes( name )
	);
}
