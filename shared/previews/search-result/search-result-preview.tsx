import { __ } from '@wordpress/i18n';
import { stripTags } from '../strip-tags';
import { searchAddress, searchDescription, searchTitle } from './format';
import './style.scss';

export interface SearchResultPreviewProps {
	url?: string;
	title: string;
	description: string;
}

/** How the page would show in a search engine's results: address, title, description. */
export function SearchResultPreview( {
	url,
	title,
	description,
}: SearchResultPreviewProps ) {
	return (
		<div
			className="tessera-search-preview"
			role="group"
			aria-label={ __( 'Search result preview', 'tessera' ) }
		>
			<div className="tessera-search-preview__address">
				{ searchAddress( url ) }
			</div>
			<div className="tessera-search-preview__title">
				{ searchTitle( title ) }
			</div>
			<div className="tessera-search-preview__description">
				{ searchDescription( stripTags( description ) ) }
			</div>
		</div>
	);
}
