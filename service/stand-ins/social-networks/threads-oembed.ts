/**
 * Twitter's oEmbed answer (publish.twitter.com/oembed) for the fixture threads' tweets: the
 * tweet as a blockquote, escaped, without the widgets script (nothing here loads from Twitter).
 */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { OembedProvider } from '../oembed/types';
import { tweetForEmbed } from './threads';

const STATUS = /^\/(\w{1,15})\/status(?:es)?\/(\d{1,19})\/?$/;

export const twitterOembedProvider: OembedProvider = {
	name: 'Twitter',
	embed: ( _ctx, request ) => {
		if (
			! /^(?:www\.|mobile\.)?(?:twitter|x)\.com$/.test( request.url.host )
		) {
			return null;
		}
		const match = STATUS.exec( request.url.pathname );
		const found = match ? tweetForEmbed( match[ 2 ] ) : undefined;
		if (
			! match ||
			! found ||
			found.user.username.toLowerCase() !== match[ 1 ].toLowerCase()
		) {
			return null;
		}
		const url = `https://twitter.com/${ found.user.username }/status/${ found.tweet.id }`;
		const date = new Date( found.tweet.created_at ).toLocaleDateString(
			'en-US',
			{
				year: 'numeric',
				month: 'long',
				day: 'numeric',
				timeZone: 'UTC',
			}
		);
		// Short links are linked as Twitter's own embed links them; nothing else in the text is markup.
		const text = htmlSpecialChars( found.tweet.text )
			.replace(
				/https:\/\/t\.co\/\w+/g,
				( link ) => `<a href="${ link }">${ link }</a>`
			)
			.replace( /\n/g, '<br>' );
		return {
			version: '1.0',
			type: 'rich',
			provider_name: 'Twitter',
			provider_url: 'https://twitter.com',
			author_name: found.user.name,
			author_url: `https://twitter.com/${ found.user.username }`,
			width: Math.min( 550, request.maxwidth ),
			html: `<blockquote class="twitter-tweet" data-width="550"><p lang="en" dir="ltr">${ text }</p>&mdash; ${ htmlSpecialChars(
				found.user.name
			) } (@${ htmlSpecialChars( found.user.username ) }) <a href="${ htmlSpecialChars(
				url
			) }">${ htmlSpecialChars( date ) }</a></blockquote>`,
		};
	},
};
