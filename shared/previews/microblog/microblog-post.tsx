import { __ } from '@wordpress/i18n';
import { httpUrl } from '../safe-url';
import { PostCard } from './card';
import { monthAndDay } from './date';
import { DEFAULT_PROFILE_IMAGE } from './default-avatar';
import { PostFooter } from './footer';
import { PostMedia } from './post-media';
import { PostText } from './post-text';
import { QuotedPost } from './quoted-post';
import type { MicroblogPost as Post } from './types';

interface MicroblogPostProps extends Post {
	/** Whether a later post of the thread follows (draws the connecting line). */
	hasNext?: boolean;
}

/** One microblog post: profile image, name, screen name, date, text, media, quote, card. */
export function MicroblogPost( {
	text,
	media,
	card,
	date,
	name,
	screenName,
	profileImage,
	urls,
	tweet,
	hasNext = false,
}: MicroblogPostProps ) {
	return (
		<article className="tessera-microblog-preview__post">
			<div className="tessera-microblog-preview__sidebar">
				<img
					className="tessera-microblog-preview__profile-image"
					src={ httpUrl( profileImage ) ?? DEFAULT_PROFILE_IMAGE }
					alt={ __( 'Profile image', 'tessera' ) }
				/>
				{ hasNext && (
					<div className="tessera-microblog-preview__connector" />
				) }
			</div>
			<div className="tessera-microblog-preview__main">
				<div className="tessera-microblog-preview__header">
					{ name && (
						<span className="tessera-microblog-preview__name">
							{ name }
						</span>
					) }
					{ screenName && (
						<span className="tessera-microblog-preview__screen-name">
							{ screenName }
						</span>
					) }
					<span className="tessera-microblog-preview__date">
						{ monthAndDay( date ) }
					</span>
				</div>
				<PostText text={ text } urls={ urls } cardUrl={ card?.url } />
				<PostMedia media={ media } />
				<QuotedPost tweet={ tweet } />
				<PostCard card={ card } />
				<PostFooter />
			</div>
		</article>
	);
}
