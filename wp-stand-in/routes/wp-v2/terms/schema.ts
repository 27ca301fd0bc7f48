import type { TaxonomyDefinition } from '../../../../platform/content/taxonomies';
import { LIMITS } from '../../../content/limits';
import type { JsonSchema } from '../../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
} from '../../../../platform/rest/schema';

/** The item schema of a taxonomy's terms; only a hierarchical taxonomy's terms have a parent. */
export function termSchema( tax: TaxonomyDefinition ): JsonSchema {
	return itemSchema( tax.slug === 'post_tag' ? 'tag' : tax.slug, {
		id: {
			description: 'Unique identifier for the term.',
			type: 'integer',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		count: {
			description: 'Number of published posts for the term.',
			type: 'integer',
			context: VIEW_EDIT,
			readonly: true,
		},
		description: {
			description: 'HTML description of the term.',
			type: 'string',
			context: VIEW_EDIT,
			maxLength: LIMITS.description,
		},
		link: {
			description: 'URL of the term.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		name: {
			description: 'HTML title for the term.',
			type: 'string',
			context: ALL_CONTEXTS,
			required: true,
			minLength: 1,
			maxLength: LIMITS.name,
		},
		slug: {
			description:
				'An alphanumeric identifier for the term unique to its type.',
			type: 'string',
			context: ALL_CONTEXTS,
			maxLength: LIMITS.slug,
		},
		taxonomy: {
			description: 'Type attribution for the term.',
			type: 'string',
			enum: [ tax.slug ],
			context: ALL_CONTEXTS,
			readonly: true,
		},
		...( tax.hierarchical
			? {
					parent: {
						description: 'The parent term ID.',
						type: 'integer',
						context: VIEW_EDIT,
						minimum: 0,
					},
				}
			: {} ),
		meta: {
			description: 'Meta fields.',
			type: 'object',
			context: VIEW_EDIT,
			properties: {},
		},
	} );
}
