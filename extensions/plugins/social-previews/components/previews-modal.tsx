import { Modal, TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Plan } from '../../../../shared/availability';
import { getServices } from '../services';
import { usePostData } from '../use-post-data';
import { UpgradePanel } from './upgrade-panel';

interface PreviewsModalProps {
	onClose: () => void;
	/** The plan to upgrade to, when the site's plan lacks the previews. */
	upgradePlan?: Plan;
}

/** The three previews in tabs, starting on Twitter for a tweet storm; or the upgrade panel. */
export function PreviewsModal( { onClose, upgradePlan }: PreviewsModalProps ) {
	return (
		<Modal
			title={ __( 'Social Previews', 'tessera' ) }
			onRequestClose={ onClose }
			className="tessera-social-previews__modal"
			size="large"
		>
			{ upgradePlan ? (
				<UpgradePanel plan={ upgradePlan } />
			) : (
				<PreviewTabs />
			) }
		</Modal>
	);
}

function PreviewTabs() {
	const data = usePostData();
	const services = getServices();
	return (
		<TabPanel
			className="tessera-social-previews__tabs"
			tabs={ services.map( ( { name, title } ) => ( { name, title } ) ) }
			initialTabName={ data.isTweetStorm ? 'twitter' : 'google' }
		>
			{ ( tab ) => (
				<div className="tessera-social-previews__preview">
					{ services
						.find( ( service ) => service.name === tab.name )
						?.render( data ) }
				</div>
			) }
		</TabPanel>
	);
}
