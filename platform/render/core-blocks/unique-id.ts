import type { CoreRenderContext } from './types';

/** wp_unique_id(): `prefix` followed by a number, unique among the ids of this page. */
export function uniqueId( context: CoreRenderContext, prefix: string ): string {
	const counters = ( context.uniqueIds ??= new Map() );
	const next = ( counters.get( prefix ) ?? 0 ) + 1;
	counters.set( prefix, next );
	return `${ prefix }${ next }`;
}
