import { __ } from '@wordpress/i18n';
import { SidebarAndPrePublishPanel } from '../../../shared/plugin-sidebar/sidebar-and-pre-publish-panel';
import { SeoDescriptionControl } from './description-control';
import { useSeoDescription } from './use-seo-description';

/** The description in the Tessera sidebar and in the pre-publish checks. */
export function SeoDescriptionPanels() {
	const [ description ] = useSeoDescription();
	if ( description === undefined ) {
		return null;
	}
	return (
		<SidebarAndPrePublishPanel
			title={ __( 'SEO Description', 'tessera' ) }
			initialOpen
			className="tessera-seo-panel"
		>
			<SeoDescriptionControl />
		</SidebarAndPrePublishPanel>
	);
}
