/**
 * The plans a site can be on, cheapest first: each includes everything the ones before it do.
 * `product_slug`, `path_slug` and `product_name` are the fields of a plan in the editor's initial
 * state, as WordPress.com names them.
 */
export const PLAN_SLUGS = [
	'free',
	'personal',
	'premium',
	'business',
	'ecommerce',
] as const;

export type PlanSlug = ( typeof PLAN_SLUGS )[ number ];

/** The kinds of site the store sells to: an atomic site checks out as a business customer. */
export type SiteType = 'simple' | 'atomic' | 'self-hosted';

export interface Plan {
	product_slug: PlanSlug;
	/** The plan's segment in the store's plans and checkout addresses. */
	path_slug: string;
	product_name: string;
}

export const PLAN_CATALOG: Record< PlanSlug, Plan > = {
	free: { product_slug: 'free', path_slug: 'free', product_name: 'Free' },
	personal: {
		product_slug: 'personal',
		path_slug: 'personal',
		product_name: 'Personal',
	},
	premium: {
		product_slug: 'premium',
		path_slug: 'premium',
		product_name: 'Premium',
	},
	business: {
		product_slug: 'business',
		path_slug: 'business',
		product_name: 'Business',
	},
	ecommerce: {
		product_slug: 'ecommerce',
		path_slug: 'ecommerce',
		product_name: 'Commerce',
	},
};

export function isPlanSlug( value: unknown ): value is PlanSlug {
	return ( PLAN_SLUGS as readonly unknown[] ).includes( value );
}

/** The plan whose checkout path segment is `pathSlug`, if any. */
export function planByPathSlug( pathSlug: string ): Plan | undefined {
	return Object.values( PLAN_CATALOG ).find(
		( plan ) => plan.path_slug === pathSlug
	);
}

/**
 * Whether a site on `plan` has everything `required` gives.
 *
 * @param plan     The site's plan.
 * @param required The plan a feature needs.
 */
export function planIncludes( plan: PlanSlug, required: PlanSlug ): boolean {
	return PLAN_SLUGS.indexOf( plan ) >= PLAN_SLUGS.indexOf( required );
}
