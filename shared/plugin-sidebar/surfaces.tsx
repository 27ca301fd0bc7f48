import { Slot } from '@wordpress/components';
import {
	PluginDocumentSettingPanel,
	PluginSidebar,
	PluginSidebarMoreMenuItem,
} from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { tesseraIcon } from './icon';
import { LIKES_AND_SHARING_SLOT, SIDEBAR_SLOT } from './slot-fill';

/** The sidebar's name within the plugin: `tessera-plugin-sidebar/tessera`. */
const SIDEBAR_NAME = 'tessera';

/**
 * Slot's render prop gets the array of fills that rendered something (empty ones are filtered
 * out), so a plugin that renders `<Fill>{ null }</Fill>` does not make the surface appear.
 *
 * @param fills The rendered fills.
 */
function isFilled( fills: ReactNode ): boolean {
	return Array.isArray( fills ) && fills.length > 0;
}

function SidebarContent( fills: ReactNode ) {
	if ( ! isFilled( fills ) ) {
		return null;
	}
	const title = __( 'Tessera', 'tessera' );
	return (
		<>
			<PluginSidebarMoreMenuItem
				target={ SIDEBAR_NAME }
				icon={ tesseraIcon }
			>
				{ title }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar
				name={ SIDEBAR_NAME }
				title={ title }
				icon={ tesseraIcon }
				className="tessera-plugin-sidebar"
			>
				{ fills }
			</PluginSidebar>
		</>
	);
}

function LikesAndSharingContent( fills: ReactNode ) {
	if ( ! isFilled( fills ) ) {
		return null;
	}
	return (
		<PluginDocumentSettingPanel
			name="likes-and-sharing"
			title={ __( 'Likes and Sharing', 'tessera' ) }
			className="tessera-likes-and-sharing"
		>
			{ fills }
		</PluginDocumentSettingPanel>
	);
}

/** The 'Tessera' sidebar and its Options menu item, while some plugin fills it. */
function TesseraSidebar() {
	return <Slot name={ SIDEBAR_SLOT }>{ SidebarContent }</Slot>;
}

/** The 'Likes and Sharing' panel of the document settings, while some plugin fills it. */
function LikesAndSharingPanel() {
	return (
		<Slot name={ LIKES_AND_SHARING_SLOT }>{ LikesAndSharingContent }</Slot>
	);
}

/** What the plugin renders: both surfaces, each absent until filled. */
export function TesseraSurfaces() {
	return (
		<>
			<TesseraSidebar />
			<LikesAndSharingPanel />
		</>
	);
}
