import { __ } from '@wordpress/i18n';
import { summarizeQuotedPost } from './quoted';

/**
 * The quoted post, drawn locally from its address: who posted it and where it lives, with a
 * link to it. No third-party widget script is loaded.
 *
 * @param props       The component props.
 * @param props.tweet The quoted post's address.
 */
export function QuotedPost( { tweet }: { tweet?: string } ) {
	const quoted = summarizeQuotedPost( tweet );
	if ( ! quoted ) {
		return null;
	}
	return (
		<div className="tessera-microblog-preview__quote">
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
