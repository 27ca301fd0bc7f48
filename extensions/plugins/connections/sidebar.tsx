import { PluginSidebar, PluginSidebarMoreMenuItem } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { ConnectionsPanel } from './components/connections-panel';

/** The sidebar's name within the plugin: `tessera-connections/tessera-connections`. */
const SIDEBAR_NAME = 'tessera-connections';

/** The 'Connected accounts' sidebar and its entry in the Options menu. */
export function ConnectionsSidebar() {
	const title = __( 'Connected accounts', 'tessera' );
	return (
		<>
			<PluginSidebarMoreMenuItem target={ SIDEBAR_NAME }>
				{ title }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar
				name={ SIDEBAR_NAME }
				title={ title }
				className="tessera-connections"
			>
				<ConnectionsPanel />
			</PluginSidebar>
		</>
	);
}
