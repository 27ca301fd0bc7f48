import { SandBox } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import InteractionOverlay from '../../../../shared/embed/interaction-overlay';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import { STYLE_SIZES, loaderUrl } from '../parse';
import type { WidgetOptions } from '../parse';

/** The live widget: the provider's loader script run in a sandboxed frame of the style's size. */
export default function Preview( {
	options,
	isSelected,
}: {
	options: WidgetOptions;
	isSelected: boolean;
} ) {
	const hosts = useServiceHosts();
	if ( ! hosts ) {
		return null;
	}
	const [ width, height ] = STYLE_SIZES[ options.style ];
	const src = serviceUrl(
		loaderUrl( options ),
		hosts,
		window.location.origin
	);
	return (
		<div
			className="tessera-embed-preview wp-block-tessera-opentable__preview"
			style={ { maxWidth: width, minHeight: height } }
		>
			<SandBox
				html={ `<div class="widget"><script src="${ src.replace(
					/"/g,
					'&quot;'
				) }"></script></div>` }
				title={ __( 'OpenTable', 'tessera' ) }
			/>
			<InteractionOverlay isSelected={ isSelected } />
		</div>
	);
}
