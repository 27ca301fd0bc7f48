import { PanelBody } from '@wordpress/components';
import { PluginPrePublishPanel } from '@wordpress/editor';
import type { ComponentProps, ReactNode } from 'react';
import { TesseraPluginSidebar } from './slot-fill';

interface Props {
	title: string;
	className: string;
	initialOpen: boolean;
	/** The icon of the pre-publish panel (the sidebar has its own). */
	icon?: ComponentProps< typeof PluginPrePublishPanel >[ 'icon' ];
	children: ReactNode;
}

/** One panel shown in two places: the Tessera sidebar and the pre-publish checks. */
export function SidebarAndPrePublishPanel( {
	title,
	className,
	initialOpen,
	icon,
	children,
}: Props ) {
	return (
		<>
			<TesseraPluginSidebar>
				<PanelBody
					title={ title }
					initialOpen={ initialOpen }
					className={ className }
				>
					{ children }
				</PanelBody>
			</TesseraPluginSidebar>
			<PluginPrePublishPanel
				title={ title }
				icon={ icon }
				initialOpen={ initialOpen }
				className={ className }
			>
				{ children }
			</PluginPrePublishPanel>
		</>
	);
}
