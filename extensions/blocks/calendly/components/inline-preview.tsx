import { __ } from '@wordpress/i18n';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import InteractionOverlay from '../../../../shared/embed/interaction-overlay';
import { embedUrl } from '../parse';
import type { EmbedOptions } from '../parse';

interface Props extends EmbedOptions {
	url: string;
	isSelected: boolean;
}

/**
 * The inline widget: the scheduling page in an iframe, under the interaction overlay.
 */
export default function InlinePreview( {
	url,
	isSelected,
	...options
}: Props ) {
	const hosts = useServiceHosts();
	if ( ! hosts ) {
		return null;
	}
	const src = serviceUrl(
		embedUrl( url, options, window.location.host ),
		hosts,
		window.location.origin
	);
	return (
		<div className="wp-block-tessera-calendly__preview">
			<iframe
				src={ src }
				title={ __( 'Calendly', 'tessera' ) }
				height="630"
			/>
			<InteractionOverlay isSelected={ isSelected } />
		</div>
	);
}
