/** The sign-in popup's size in CSS pixels. */
export const POPUP_WIDTH = 780;
export const POPUP_HEIGHT = 700;

/** The part of `window` the popup's position is computed from. */
export type PopupFrame = Pick<
	Window,
	'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'
>;

/**
 * The `window.open()` features of a POPUP_WIDTH × POPUP_HEIGHT popup centred on the current
 * browser window (which may sit anywhere on a multi-screen desktop).
 *
 * @param frame The current window.
 */
export function centredPopupFeatures( frame: PopupFrame ): string {
	const left = Math.round(
		frame.screenX + ( frame.outerWidth - POPUP_WIDTH ) / 2
	);
	const top = Math.round(
		frame.screenY + ( frame.outerHeight - POPUP_HEIGHT ) / 2
	);
	return `width=${ POPUP_WIDTH },height=${ POPUP_HEIGHT },left=${ left },top=${ top }`;
}
