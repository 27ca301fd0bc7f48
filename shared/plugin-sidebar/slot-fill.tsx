import { Fill } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * The Slot/Fill names of Tessera's editor surfaces. Any editor plugin renders into them; the
 * surface itself (see surfaces.tsx) is only shown while it has at least one fill.
 */
export const SIDEBAR_SLOT = 'TesseraPluginSidebar';
export const LIKES_AND_SHARING_SLOT = 'TesseraLikesAndSharingPanel';

interface FillProps {
	children: ReactNode;
}

/** Content of the 'Tessera' plugin sidebar (usually one or more PanelBody). */
export function TesseraPluginSidebar( { children }: FillProps ) {
	return <Fill name={ SIDEBAR_SLOT }>{ children }</Fill>;
}

/** Content of the 'Likes and Sharing' document settings panel (usually a checkbox). */
export function TesseraLikesAndSharingPanel( { children }: FillProps ) {
	return <Fill name={ LIKES_AND_SHARING_SLOT }>{ children }</Fill>;
}
