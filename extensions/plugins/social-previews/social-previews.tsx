import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getRequiredPlan } from '../../../shared/availability';
import { PLAN_CATALOG } from '../../../shared/plans/catalog';
import type { EditorPostSelectors } from '../../../shared/post-editor/editor-selectors';
import { tesseraIcon } from '../../../shared/plugin-sidebar';
import { SidebarAndPrePublishPanel } from '../../../shared/plugin-sidebar/sidebar-and-pre-publish-panel';
import { PreviewsModal } from './components/previews-modal';
import { PreviewsPanel } from './components/previews-panel';
import { SLUG } from './slug';

/**
 * The 'Social Previews' panel in the Tessera sidebar and in the pre-publish checks, and the
 * modal both open. Only for post types visitors can view (a preview of an unviewable post means
 * nothing).
 */
export function SocialPreviews() {
	const [ isOpen, setIsOpen ] = useState( false );
	const isViewable = useSelect( ( select ) => {
		const postType = (
			select( 'core/editor' ) as EditorPostSelectors
		 ).getCurrentPostType();
		return !! (
			select( 'core' ) as {
				getPostType: (
					name: string
				) => { viewable?: boolean } | undefined;
			}
		 ).getPostType( postType )?.viewable;
	}, [] );
	if ( ! isViewable ) {
		return null;
	}

	const requiredPlan = getRequiredPlan( SLUG );
	const upgradePlan = requiredPlan ? PLAN_CATALOG[ requiredPlan ] : undefined;
	const open = () => setIsOpen( true );
	return (
		<>
			<SidebarAndPrePublishPanel
				title={ __( 'Social Previews', 'tessera' ) }
				icon={ tesseraIcon }
				initialOpen={ false }
				className="tessera-social-previews"
			>
				<PreviewsPanel onOpen={ open } upgradePlan={ upgradePlan } />
			</SidebarAndPrePublishPanel>
			{ isOpen && (
				<PreviewsModal
					onClose={ () => setIsOpen( false ) }
					upgradePlan={ upgradePlan }
				/>
			) }
		</>
	);
}
