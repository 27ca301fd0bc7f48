import { SandBox } from '@wordpress/components';
import { escapeAttribute, escapeHTML } from '@wordpress/escape-html';
import { __ } from '@wordpress/i18n';
import InteractionOverlay from '../../../../shared/embed/interaction-overlay';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import { PINIT_SCRIPT_URL, PIN_DO } from '../parse';
import type { PinKind } from '../parse';

/** The provider's embed script run on the link inside a sandboxed frame. */
export default function Preview( {
	url,
	kind,
	isSelected,
}: {
	url: string;
	kind: PinKind;
	isSelected: boolean;
} ) {
	const hosts = useServiceHosts();
	if ( ! hosts ) {
		return null;
	}
	const html = `<a data-pin-do="${ PIN_DO[ kind ] }" href="${ escapeAttribute(
		url
	) }">${ escapeHTML( url ) }</a>`;
	return (
		<div className="tessera-embed-preview">
			<SandBox
				html={ html }
				scripts={ [
					serviceUrl(
						PINIT_SCRIPT_URL,
						hosts,
						window.location.origin
					),
				] }
				title={ __( 'Pinterest', 'tessera' ) }
			/>
			<InteractionOverlay isSelected={ isSelected } />
		</div>
	);
}
