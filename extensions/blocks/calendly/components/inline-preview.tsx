import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import InteractionOverlay from '../../../../shared/embed/interaction-overlay';
import { followPageHeight } from '../page-height';
import { embedUrl } from '../parse';
import type { EmbedOptions } from '../parse';

interface Props extends EmbedOptions {
	url: string;
	isSelected: boolean;
}

/**
 * The inline widget: the scheduling page in an iframe, under the interaction overlay, as tall as
 * the page says it is.
 */
export default function InlinePreview( {
	url,
	isSelected,
	...options
}: Props ) {
	const hosts = useServiceHosts();
	const frame = useRef< HTMLIFrameElement >( null );
	useEffect(
		() => ( frame.current ? followPageHeight( frame.current ) : undefined ),
		[ hosts ]
	);
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
				ref={ frame }
				src={ src }
				title={ __( 'Calendly', 'tessera' ) }
				height="630"
			/>
			<InteractionOverlay isSelected={ isSelected } />
		</div>
	);
}
