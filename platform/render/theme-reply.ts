import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { getSettings } from '../content/settings';
import { visitorAssets } from './block-assets';
import { isRightToLeft } from '../content/locale';
import { readAssetManifest } from './asset-manifest';
import { renderThemePage, type ThemePageInput } from './theme-page';
import { restLinkHeaders, restLinkTags } from './rest-links';

/**
 * What a visitor page says; the site's language, title, description and assets are added here.
 * `restRoute` is the REST route of the one resource the page shows, if it shows one.
 */
export type ThemePageContent = Omit<
	ThemePageInput,
	'locale' | 'siteTitle' | 'siteDescription' | 'assets'
> & { restRoute?: string };

function cacheControl( privatePage: boolean, perVisitor: boolean ): string {
	if ( privatePage ) {
		return 'no-store';
	}
	return perVisitor ? 'private, no-cache' : 'no-cache';
}

/**
 * Sends a page of the theme with the styles and view scripts of the blocks it shows, and the REST
 * API's discovery links (headers and head elements): its root, and the shown resource's route. A
 * private page (a preview, a post only its readers may see) is never cached; a page drawn for
 * this visitor alone (`perVisitor`: it shows what their own cookies decide) may be kept by their
 * browser only; any other is revalidated on each visit.
 */
export function sendThemePage(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	content: ThemePageContent,
	blockNames: Iterable< string >,
	status = 200,
	privatePage = false,
	perVisitor = false
) {
	const settings = getSettings( ctx.db );
	const assets = visitorAssets(
		ctx.options.buildDir,
		readAssetManifest( ctx.options.buildDir ),
		blockNames,
		isRightToLeft( settings.language )
	);
	const { restRoute, ...page } = content;
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', cacheControl( privatePage, perVisitor ) )
		.header( 'Link', restLinkHeaders( request.origin, restRoute ) )
		.send(
			renderThemePage( {
				locale: settings.language,
				siteTitle: settings.title,
				siteDescription: settings.description,
				assets,
				...page,
				headHtml: [
					restLinkTags( request.origin, restRoute ),
					page.headHtml,
				]
					.filter( Boolean )
					.join( '\n' ),
			} )
		);
}
