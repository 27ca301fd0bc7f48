import { __ } from '@wordpress/i18n';
import { monthAndDay } from './date';
import { DEFAULT_PROFILE_IMAGE } from './default-avatar';
import { summarizeQuotedPost } from './quoted';
import type { SyndicatedPost } from './syndicated';
import { useSyndicatedPost } from './use-syndicated-post';

/**
 * The quoted post, drawn here (no third-party widget script): its author, text and photos from
 * the data the service's embedded-post widgets read; until that comes, or when it does not,
 * who posted it and where it lives. Always with a link to it.
 *
 * @param props       The component props.
 * @param props.tweet The quoted post's address.
 */
export function QuotedPost( { tweet }: { tweet?: string } ) {
	const quoted = summarizeQuotedPost( tweet );
	const post = useSyndicatedPost( quoted?.href );
	if ( ! quoted ) {
		return null;
	}
	return (
		<div className="tessera-microblog-preview__quote">
			{ post ? (
				<QuotedContent post={ post } />
			) : (
				<div className="tessera-microblog-preview__quote-header">
					<span className="tessera-microblog-preview__quote-label">
						{ __( 'Quoted post', 'tessera' ) }
					</span>
					{ quoted.screenName && (
						<span className="tessera-microblog-preview__screen-name">
							{ quoted.screenName }
						</span>
					) }
				</div>
			) }
			<a
				className="tessera-microblog-preview__quote-link"
				href={ quoted.href }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ quoted.href }
			</a>
		</div>
	);
}

function QuotedContent( { post }: { post: SyndicatedPost } ) {
	return (
		<>
			<div className="tessera-microblog-preview__quote-header">
				<img
					className="tessera-microblog-preview__quote-avatar"
					src={ post.profileImage ?? DEFAULT_PROFILE_IMAGE }
					alt=""
					width={ 20 }
					height={ 20 }
				/>
				<span className="tessera-microblog-preview__quote-label">
					{ post.name }
				</span>
				<span className="tessera-microblog-preview__screen-name">
					{ post.screenName }
				</span>
				{ post.date && (
					<span className="tessera-microblog-preview__date">
						{ monthAndDay( post.date ) }
					</span>
				) }
			</div>
			{ post.text && (
				<p className="tessera-microblog-preview__quote-text">
					{ post.text }
				</p>
			) }
			{ post.photos.length > 0 && (
				<div className="tessera-microblog-preview__quote-media">
					{ post.photos.map( ( photo ) => (
						<img
							key={ photo.url }
							src={ photo.url }
							alt={ photo.alt ?? '' }
						/>
					) ) }
				</div>
			) }
		</>
	);
}
