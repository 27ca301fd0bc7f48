export { withUpgradeBanner } from './with-upgrade-banner';
export { registerMediaUpgradeNudges } from './media-upgrade-nudge';
export { withFrontendBannerAttribute } from './frontend-banner-attribute';
export { showPlanUpgradedNotice } from './plan-upgraded-notice';
