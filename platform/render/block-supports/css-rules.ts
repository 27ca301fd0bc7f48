/** One CSS rule: a selector, its declarations, and the at-rule it sits in, if any. */
export interface CssRule {
	selector: string;
	declarations: Array< [ property: string, value: string ] >;
	/** An enclosing at-rule such as `@container (max-width: 24rem)`. */
	group?: string;
}

/**
 * The style engine's stored rules of one page (its `block-supports` context): rules for the same
 * selector merge, a later value for a property replaces the earlier one, and the stylesheet prints
 * compactly in the order the selectors first came.
 */
export class CssRuleStore {
	private readonly rules = new Map< string, CssRule >();

	add( rules: CssRule[] ): void {
		for ( const rule of rules ) {
			if ( ! rule.declarations.length ) {
				continue;
			}
			const key = `${ rule.group ?? '' }\n${ rule.selector }`;
			const stored = this.rules.get( key );
			const declarations = new Map( stored?.declarations );
			for ( const [ property, value ] of rule.declarations ) {
				declarations.set( property, value );
			}
			this.rules.set( key, {
				...rule,
				declarations: [ ...declarations ],
			} );
		}
	}

	stylesheet(): string {
		return compileRules( [ ...this.rules.values() ] );
	}
}

/** Rules as compact CSS: `selector{property:value;}`, at-rules wrapped around their rules. */
export function compileRules( rules: CssRule[] ): string {
	return rules
		.filter( ( rule ) => rule.declarations.length )
		.map( ( rule ) => {
			const body = `${ rule.selector }{${ rule.declarations
				.map( ( [ property, value ] ) => `${ property }:${ value };` )
				.join( '' ) }}`;
			return rule.group ? `${ rule.group }{${ body }}` : body;
		} )
		.join( '' );
}
