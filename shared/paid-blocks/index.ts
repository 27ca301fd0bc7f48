export { UpgradeBanner } from './upgrade-banner';
export {
	withUpgradeBanner,
	useUpgradeBannerState,
} from './with-upgrade-banner';
export {
	MEDIA_GATES,
	registerMediaUpgradeNudges,
	withMediaUpgradeNudge,
} from './media-upgrade-nudge';
export { useUpgradeFlow, UPGRADE_CLICK_EVENT } from './use-upgrade-flow';
export { UPGRADE_IMPRESSION_EVENT } from './use-impression';
export {
	FRONTEND_BANNER_ATTRIBUTE,
	withFrontendBannerAttribute,
} from './frontend-banner-attribute';
