import { escapeHtml } from '../../../shared/server-render/html';
import { text } from './attribute-values';
import type { CoreBlockInput, CoreRenderContext } from './types';

/**
 * A previous/next link's text: its own label or the default, hidden (and given as `aria-label`)
 * when the Pagination block turns labels off.
 */
export function paginationLabel(
	block: CoreBlockInput,
	context: CoreRenderContext,
	fallback: string
): { html: string; ariaLabel?: string } {
	const label = text( block.attributes.label ).trim() || fallback;
	return context.blockContext.showLabel === false
		? { html: '', ariaLabel: label }
		: { html: escapeHtml( label ) };
}
