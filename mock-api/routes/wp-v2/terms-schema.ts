import type { TaxonomyDefinition } from '../../content/taxonomies';
import { LIMITS } from '../../content/limits';
import type { JsonSchema } from '../../rest/types';

const ALL = [ 'view', 'edit', 'embed' ];

export function termSchema( tax: TaxonomyDefinition ): JsonSchema {
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: tax.slug === 'post_tag' ? 'tag' : tax.slug,
		type: 'object',
		properties: {
			id: {
				description: 'Unique identifier for the term.',
				type: 'integer',
				context: ALL,
				readonly: true,
			},
			count: {
				description: 'Number of published posts for the term.',
				type: 'integer',
				context: [ 'view', 'edit' ],
				readonly: true,
			},
			description: {
				description: 'HTML description of the term.',
				type: 'string',
				context: [ 'view', 'edit' ],
				maxLength: LIMITS.description,
			},
			link: {
				description: 'URL of the term.',
				type: 'string',
				format: 'uri',
				context: ALL,
				readonly: true,
			},
			name: {
				description: 'HTML title for the term.',
				type: 'string',
				context: ALL,
				required: true,
				minLength: 1,
				maxLength: LIMITS.name,
			},
			slug: {
				description:
					'An alphanumeric identifier for the term unique to its type.',
				type: 'string',
				context: ALL,
				maxLength: LIMITS.slug,
			},
			taxonomy: {
				description: 'Type attribution for the term.',
				type: 'string',
				enum: [ tax.slug ],
				context: ALL,
				readonly: true,
			},
			...( tax.hierarchical
				? {
						parent: {
							description: 'The parent term ID.',
							type: 'integer',
							context: [ 'view', 'edit' ],
							minimum: 0,
						},
					}
				: {} ),
			meta: {
				description: 'Meta fields.',
				type: 'object',
				context: [ 'view', 'edit' ],
				properties: {},
			},
		},
	};
}

export function termArgs(
	tax: TaxonomyDefinition,
	forCreate: boolean
): Record< string, JsonSchema > {
	const args: Record< string, JsonSchema > = {};
	for ( const [ name, prop ] of Object.entries(
		termSchema( tax ).properties as Record< string, JsonSchema >
	) ) {
		if ( ! prop.readonly ) {
			const { context: _c, ...rest } = prop;
			void _c;
			args[ name ] = {
				...rest,
				required: forCreate && prop.required === true,
			};
		}
	}
	return args;
}
