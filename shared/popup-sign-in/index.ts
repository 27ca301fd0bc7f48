export {
	requestExternalAccess,
	POPUP_POLL_INTERVAL,
	CLOSED_POPUP_GRACE,
} from './request-external-access';
export {
	POPUP_WIDTH,
	POPUP_HEIGHT,
	centredPopupFeatures,
} from './popup-features';
export { isAccessGranted } from './is-access-granted';
export type * from './types';
