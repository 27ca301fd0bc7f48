import { PanelBody } from '@wordpress/components';
import { PluginPrePublishPanel } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { TesseraPluginSidebar } from '../../../shared/plugin-sidebar';
import { SeoDescriptionControl } from './description-control';
import { useSeoDescription } from './use-seo-description';

/** The description in the Tessera sidebar and in the pre-publish checks. */
export function SeoDescriptionPanels() {
	const [ description ] = useSeoDescription();
	if ( description === undefined ) {
		return null;
	}
	const title = __( 'SEO Description', 'tessera' );
	return (
		<>
			<TesseraPluginSidebar>
				<PanelBody title={ title } className="tessera-seo-panel">
					<SeoDescriptionControl />
				</PanelBody>
			</TesseraPluginSidebar>
			<PluginPrePublishPanel
				title={ title }
				initialOpen
				className="tessera-seo-panel"
			>
				<SeoDescriptionControl />
			</PluginPrePublishPanel>
		</>
	);
}
