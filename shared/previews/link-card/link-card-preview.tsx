import { __ } from '@wordpress/i18n';
import { displayHost, httpUrl } from '../safe-url';
import { stripTags } from '../strip-tags';
import {
	cardDescription,
	cardLayout,
	cardTitle,
	type CardType,
} from './format';
import './style.scss';

export interface LinkCardPreviewProps {
	url?: string;
	title: string;
	description: string;
	image?: string;
	author?: string;
	type?: CardType;
}

/**
 * How a social network shows a shared link: image, host (and author), title at most 80
 * characters, description at most 200.
 */
export function LinkCardPreview( {
	url,
	title,
	description,
	image,
	author,
	type,
}: LinkCardPreviewProps ) {
	const imageUrl = httpUrl( image );
	const source = [ displayHost( url ).toUpperCase(), author ]
		.filter( Boolean )
		.join( ' | ' );
	return (
		<div
			className={ `tessera-link-card tessera-link-card--${ cardLayout(
				type
			) }${ imageUrl ? ' has-image' : '' }` }
			role="group"
			aria-label={ __( 'Link preview', 'tessera' ) }
		>
			{ imageUrl && (
				<div className="tessera-link-card__image">
					<img src={ imageUrl } alt="" />
				</div>
			) }
			<div className="tessera-link-card__body">
				<div className="tessera-link-card__source">{ source }</div>
				<div className="tessera-link-card__title">
					{ cardTitle( title ) }
				</div>
				<div className="tessera-link-card__description">
					{ cardDescription( stripTags( description ) ) }
				</div>
			</div>
		</div>
	);
}
