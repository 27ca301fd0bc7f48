export * from './catalog';
export * from './upgrade-url';
export {
	showPlanUpgradedNotice,
	planUpgradedMessage,
} from './plan-upgraded-notice';
