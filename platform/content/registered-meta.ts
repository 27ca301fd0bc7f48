import { postFields, postMeta } from '../../extensions/post-fields';
import type {
	PostFieldDefinition,
	PostMetaDefinition,
} from '../../shared/post-fields/types';
import type { JsonSchema } from './json-schema';

/** Meta WordPress itself registers for the block editor. */
const CORE_META: Record< string, PostMetaDefinition & { enum?: string[] } > = {
	footnotes: {
		type: 'string',
		default: '',
		description: 'Footnotes of the post, as JSON.',
		postTypes: [ 'post', 'page' ],
		maxLength: 1024 * 1024,
	},
	wp_pattern_sync_status: {
		type: 'string',
		default: '',
		description: 'Whether a pattern is synced.',
		postTypes: [ 'wp_block' ],
		enum: [ 'partial', 'unsynced', '' ],
	},
};

export function metaFor(
	postType: string
): Record< string, PostMetaDefinition & { enum?: string[] } > {
	const all: Record< string, PostMetaDefinition & { enum?: string[] } > = {
		...CORE_META,
		...postMeta,
	};
	return Object.fromEntries(
		Object.entries( all ).filter( ( [ , def ] ) =>
			def.postTypes.includes( postType )
		)
	);
}

export function fieldsFor(
	postType: string
): Record< string, PostFieldDefinition > {
	return Object.fromEntries(
		Object.entries(
			postFields as Record< string, PostFieldDefinition >
		).filter( ( [ , def ] ) => def.postTypes.includes( postType ) )
	);
}

function scalarSchema(
	def: PostMetaDefinition & { enum?: string[] }
): JsonSchema {
	return {
		type: def.type,
		description: def.description,
		default: def.default,
		...( def.maxLength ? { maxLength: def.maxLength } : {} ),
		...( def.enum ? { enum: def.enum } : {} ),
	};
}

/** The `meta` property of a post type's schema. */
export function metaSchema( postType: string ): JsonSchema {
	return {
		description: 'Meta fields.',
		type: 'object',
		context: [ 'view', 'edit' ],
		properties: Object.fromEntries(
			Object.entries( metaFor( postType ) ).map( ( [ key, def ] ) => [
				key,
				scalarSchema( def ),
			] )
		),
	};
}

/** The extra top-level properties of a post type's schema. */
export function fieldSchemas( postType: string ): Record< string, JsonSchema > {
	return Object.fromEntries(
		Object.entries( fieldsFor( postType ) ).map( ( [ key, def ] ) => [
			key,
			{
				...scalarSchema( def ),
				context: [ 'view', 'edit' ],
				readonly: def.readonly,
			},
		] )
	);
}
