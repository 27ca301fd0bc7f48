/**
 * oEmbed stand-ins for Facebook, Instagram, Loom and SmartFrame: each answers only addresses of
 * its own host pattern, with that provider's response shape, for the posts in fixtures/posts.json
 * (null, so the proxy answers 404, for anything else). What they point a browser at (players,
 * pictures) is on this site's stand-in pages; text is escaped.
 */
import type { OembedProvider, OembedRequest } from '../oembed/types';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import posts from './fixtures/posts.json';

export const STAND_IN_BASE = '/stand-ins/embed-media';

const FACEBOOK = posts.facebook as Record<
	string,
	{ author_name: string; author_path: string; text: string; date: string }
>;
const INSTAGRAM = posts.instagram as Record<
	string,
	{ author_name: string; caption: string; colour: string }
>;
const LOOM = posts.loom as Record<
	string,
	{ title: string; description: string; duration: number; colour: string }
>;
const SMARTFRAME = posts.smartframe as Record<
	string,
	{ title: string; author_name: string; colour: string }
>;

const own = < T >( table: Record< string, T >, key: string ) =>
	Object.hasOwn( table, key ) ? table[ key ] : undefined;

function width( request: OembedRequest, natural: number ): number {
	return Math.min( natural, request.maxwidth );
}

export const facebookProvider: OembedProvider = {
	name: 'Facebook',
	embed: ( _ctx, request ) => {
		if (
			! /^(?:www\.|m\.|web\.)?facebook\.com$/.test( request.url.host )
		) {
			return null;
		}
		const post = own( FACEBOOK, request.url.pathname.replace( /\/$/, '' ) );
		if ( ! post ) {
			return null;
		}
		const url = `https://www.facebook.com${ request.url.pathname }`;
		const author = `https://www.facebook.com${ post.author_path }`;
		return {
			version: '1.0',
			type: 'rich',
			provider_name: 'Facebook',
			provider_url: 'https://www.facebook.com',
			author_name: post.author_name,
			author_url: author,
			width: width( request, 552 ),
			html: `<div class="fb-post" data-href="${ htmlSpecialChars(
				url
			) }" data-width="${ width( request, 552 ) }"><blockquote cite="${ htmlSpecialChars(
				url
			) }" class="fb-xfbml-parse-ignore"><p>${ htmlSpecialChars(
				post.text
			) }</p>Posted by <a href="${ htmlSpecialChars(
				author
			) }">${ htmlSpecialChars(
				post.author_name
			) }</a> on <a href="${ htmlSpecialChars( url ) }">${ htmlSpecialChars(
				post.date
			) }</a></blockquote></div>`,
		};
	},
};

export const instagramProvider: OembedProvider = {
	name: 'Instagram',
	embed: ( _ctx, request ) => {
		if (
			! /^(?:www\.)?instagr(?:\.am|am\.com)$/.test( request.url.host )
		) {
			return null;
		}
		const id = /\/(?:p|reel|tv)\/([\w-]+)\/?$/.exec(
			request.url.pathname
		)?.[ 1 ];
		const post = id ? own( INSTAGRAM, id ) : undefined;
		if ( ! id || ! post ) {
			return null;
		}
		const url = `https://www.instagram.com/p/${ id }/`;
		const picture = `${ request.origin }${ STAND_IN_BASE }/picture/instagram/${ id }.svg`;
		return {
			version: '1.0',
			type: 'rich',
			provider_name: 'Instagram',
			provider_url: 'https://www.instagram.com/',
			author_name: post.author_name,
			width: width( request, 658 ),
			thumbnail_url: picture,
			thumbnail_width: 640,
			thumbnail_height: 640,
			html: `<blockquote class="instagram-media" data-instgrm-permalink="${ htmlSpecialChars(
				url
			) }" data-instgrm-version="14" style="max-width:${ width(
				request,
				658
			) }px;border:1px solid #dbdbdb;border-radius:3px;padding:12px;margin:1px"><a href="${ htmlSpecialChars(
				url
			) }"><img src="${ htmlSpecialChars(
				picture
			) }" alt="" width="320" height="320" /></a><p>${ htmlSpecialChars(
				post.caption
			) }</p><p>A post shared by <a href="https://www.instagram.com/${ htmlSpecialChars(
				post.author_name
			) }/">@${ htmlSpecialChars( post.author_name ) }</a></p></blockquote>`,
		};
	},
};

export const loomProvider: OembedProvider = {
	name: 'Loom',
	embed: ( _ctx, request ) => {
		if ( ! /^(?:www\.)?loom\.com$/.test( request.url.host ) ) {
			return null;
		}
		const id = /^\/share\/([\w-]+)\/?$/.exec( request.url.pathname )?.[ 1 ];
		const video = id ? own( LOOM, id ) : undefined;
		if ( ! id || ! video ) {
			return null;
		}
		const w = width( request, 1920 );
		const h = Math.round( ( w * 9 ) / 16 );
		return {
			version: '1.0',
			type: 'video',
			provider_name: 'Loom',
			provider_url: 'https://www.loom.com',
			title: video.title,
			width: w,
			height: h,
			thumbnail_url: `${ request.origin }${ STAND_IN_BASE }/picture/loom/${ id }.svg`,
			thumbnail_width: 1920,
			thumbnail_height: 1080,
			html: `<iframe src="${ htmlSpecialChars(
				`${ request.origin }${ STAND_IN_BASE }/player/loom/${ id }`
			) }" frameborder="0" width="${ w }" height="${ h }" webkitallowfullscreen mozallowfullscreen allowfullscreen></iframe>`,
		};
	},
};

export const smartframeProvider: OembedProvider = {
	name: 'SmartFrame',
	embed: ( _ctx, request ) => {
		if (
			! /^(?:[\w-]+\.)?smartframe\.(?:io|net)$/.test( request.url.host )
		) {
			return null;
		}
		const id = /\/([\w-]+)\/?$/.exec( request.url.pathname )?.[ 1 ];
		const image = id ? own( SMARTFRAME, id ) : undefined;
		if ( ! id || ! image ) {
			return null;
		}
		const w = width( request, 1200 );
		const h = Math.round( ( w * 2 ) / 3 );
		return {
			version: '1.0',
			type: 'rich',
			provider_name: 'SmartFrame',
			provider_url: 'https://smartframe.io',
			title: image.title,
			author_name: image.author_name,
			width: w,
			height: h,
			html: `<iframe src="${ htmlSpecialChars(
				`${ request.origin }${ STAND_IN_BASE }/player/smartframe/${ id }`
			) }" title="${ htmlSpecialChars(
				image.title
			) }" frameborder="0" width="${ w }" height="${ h }"></iframe>`,
		};
	},
};

/** A picture or player page's colour and title, for the pages the embeds load. */
export function mediaOf(
	provider: string,
	id: string
): { title: string; colour: string } | undefined {
	if ( provider === 'instagram' ) {
		const post = own( INSTAGRAM, id );
		return post && { title: post.caption, colour: post.colour };
	}
	if ( provider === 'loom' ) {
		return own( LOOM, id );
	}
	if ( provider === 'smartframe' ) {
		return own( SMARTFRAME, id );
	}
	return undefined;
}
