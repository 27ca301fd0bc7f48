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
 * @param frame  The current window.
 * @param width  The popup's width.
 * @param height The popup's height.
 */
export function centredPopupFeatures(
	frame: PopupFrame,
	width = POPUP_WIDTH,
	height = POPUP_HEIGHT
): string {
	const left = Math.round( frame.screenX + ( frame.outerWidth - width ) / 2 );
	const top = Math.round(
		frame.screenY + ( frame.outerHeight - height ) / 2
	);
	return `width=${ width },height=${ height },left=${ left },top=${ top }`;
}
