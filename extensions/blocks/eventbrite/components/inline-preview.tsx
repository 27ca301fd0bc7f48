import { __ } from '@wordpress/i18n';
import InteractionOverlay from '../../../../shared/embed/interaction-overlay';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import { INLINE_HEIGHT, checkoutUrl } from '../parse';

/** The in-page checkout widget of an event, framed under the interaction overlay. */
export default function InlinePreview( {
	eventId,
	isSelected,
}: {
	eventId: number;
	isSelected: boolean;
} ) {
	const hosts = useServiceHosts();
	if ( ! hosts ) {
		return null;
	}
	return (
		<div className="tessera-embed-preview">
			<iframe
				src={ serviceUrl(
					checkoutUrl( eventId ),
					hosts,
					window.location.origin
				) }
				title={ __( 'Eventbrite Checkout', 'tessera' ) }
				height={ INLINE_HEIGHT }
			/>
			<InteractionOverlay isSelected={ isSelected } />
		</div>
	);
}
