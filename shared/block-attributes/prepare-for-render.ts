/**
 * A block's attributes as a render callback, or a form submission, may use them, the way
 * WordPress prepares them before calling a PHP render callback: a declared attribute whose value
 * is missing, null or does not fit its block.json declaration (wrong type, not in its enum) is
 * dropped and takes its default instead; attributes block.json does not declare are kept as they
 * are. Saved attributes come from post content anyone with the right to edit may have written by
 * hand, so nothing downstream may trust their types before this.
 */
import { matchesSchema, type AttributeSchema } from './schema';

export function prepareAttributesForRender(
	declarations: Record< string, AttributeSchema >,
	attributes: Record< string, unknown > | null | undefined
): Record< string, unknown > {
	const prepared: Record< string, unknown > = { ...( attributes ?? {} ) };
	for ( const [ name, declaration ] of Object.entries( declarations ) ) {
		const value = prepared[ name ];
		if (
			value !== undefined &&
			value !== null &&
			matchesSchema( value, declaration )
		) {
			continue;
		}
		delete prepared[ name ];
		if ( 'default' in declaration ) {
			const fallback = declaration.default;
			// A copy, so a render that changes its attributes cannot change the declaration.
			prepared[ name ] =
				fallback !== null && typeof fallback === 'object'
					? JSON.parse( JSON.stringify( fallback ) )
					: fallback;
		}
	}
	return prepared;
}
