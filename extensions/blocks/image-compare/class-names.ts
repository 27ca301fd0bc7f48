/** The box holding both images; the view script finds the slider's place by it. */
export const PAIR_CLASS = 'wp-block-tessera-image-compare__pair';
