import { formatCurrency } from '../../../../shared/currency';
import type { MembershipProduct } from '../../../../shared/memberships/status';
import { intervalLabel } from '../plan-form';

/** "Gold: $5.00 Monthly", as the plan picker lists a plan. */
export function planLabel( product: MembershipProduct ): string {
	return `${ product.title }: ${ formatCurrency(
		Number( product.price ),
		product.currency
	) } ${ intervalLabel( product.interval ) }`;
}
