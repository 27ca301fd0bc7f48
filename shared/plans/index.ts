export * from './catalog';
export * from './upgrade-url';
export { showPlanUpgradedNotice } from './plan-upgraded-notice';
