import { cardDescription, cardLayout } from '../link-card/format';
import { displayHost, httpUrl } from '../safe-url';
import { stripTags } from '../strip-tags';
import type { MicroblogCard } from './types';

/** The link card inside a microblog post (description at most 200 characters). */
export function PostCard( { card }: { card?: MicroblogCard } ) {
	if ( ! card ) {
		return null;
	}
	const { title, description, image, type, url } = card;
	const host = displayHost( url );
	const imageUrl = httpUrl( image );
	if ( ! title && ! description && ! imageUrl && ! host ) {
		return null;
	}
	return (
		<div
			className={ `tessera-microblog-preview__card tessera-microblog-preview__card--${ cardLayout(
				type
			) }` }
		>
			{ imageUrl && (
				<img
					className="tessera-microblog-preview__card-image"
					src={ imageUrl }
					alt=""
				/>
			) }
			<div className="tessera-microblog-preview__card-body">
				{ host && (
					<div className="tessera-microblog-preview__card-host">
						{ host }
					</div>
				) }
				{ title && (
					<div className="tessera-microblog-preview__card-title">
						{ title }
					</div>
				) }
				{ description && (
					<div className="tessera-microblog-preview__card-description">
						{ cardDescription( stripTags( description ) ) }
					</div>
				) }
			</div>
		</div>
	);
}
