/**
 * Server render: the saved block (wrapper and inner content) when the visitor's count meets the
 * rule, nothing otherwise. Hidden content never reaches the browser, so no script has to hide it
 * and nothing flashes.
 */
import type { RenderCallback } from '../../../shared/server-render/types';
import { isContentShown } from './rule';
import type { RepeatVisitorAttributes } from './types';

export const render: RenderCallback< RepeatVisitorAttributes > = (
	attributes,
	content,
	context
) =>
	isContentShown(
		attributes.criteria,
		attributes.threshold,
		context.visits ?? 0
	)
		? content
		: '';
