import { matchesType } from './schema';
import type { AttributeTypeName } from './types';

interface Declaration {
	type?: unknown;
	default?: unknown;
}

/**
 * Problems between a block.json `attributes` object and the type names a block's `types.ts`
 * gives its attributes without a default. Empty when they agree.
 */
export function checkAttributeDeclarations(
	declarations: Record< string, Declaration >,
	untyped: Record< string, AttributeTypeName >
): string[] {
	const problems: string[] = [];
	for ( const [ name, declaration ] of Object.entries( declarations ) ) {
		if ( 'default' in declaration ) {
			if ( ! matchesType( declaration.default, declaration.type ) ) {
				problems.push(
					`${ name }: the default does not match type ${ String( declaration.type ) }`
				);
			}
			if ( name in untyped ) {
				problems.push(
					`${ name }: has a default, so types.ts must not name it`
				);
			}
		} else if ( untyped[ name ] !== declaration.type ) {
			problems.push(
				`${ name }: block.json says ${ String( declaration.type ) }, types.ts says ${ String(
					untyped[ name ]
				) }`
			);
		}
	}
	for ( const name of Object.keys( untyped ) ) {
		if ( ! ( name in declarations ) ) {
			problems.push(
				`${ name }: named in types.ts but not declared in block.json`
			);
		}
	}
	return problems;
}
