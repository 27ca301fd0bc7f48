import type { CompareOrientation } from './types';

/** The saved orientation: above and below only when it says so, side by side otherwise. */
export function safeOrientation( value: unknown ): CompareOrientation {
	return value === 'vertical' ? 'vertical' : 'horizontal';
}
