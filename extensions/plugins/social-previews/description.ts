import { __ } from '@wordpress/i18n';
import { htmlToText } from './html-to-text';

export interface DescriptionSources {
	/** Post meta `advanced_seo_description`. */
	seoDescription?: string;
	excerpt?: string;
	/** The post content (saved block markup). */
	content?: string;
}

/**
 * The description the previews show: the SEO description, else the excerpt, else the text of the
 * content, else 'Visit the post for more.'.
 *
 * @param sources What the post holds.
 */
export function previewDescription( sources: DescriptionSources ): string {
	const candidates = [
		sources.seoDescription?.trim(),
		sources.excerpt?.trim(),
		htmlToText( sources.content ?? '' ),
	];
	return (
		candidates.find( ( text ) => !! text ) ||
		__( 'Visit the post for more.', 'tessera' )
	);
}
