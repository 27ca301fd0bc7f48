/**
 * Every extension, with how far it is released and the plan it needs, as its folder declares
 * them (the `tessera` section of its block.json or plugin.json; production and free when
 * absent). Child blocks are not extensions of their own: they follow their parent.
 */
import { isChildBlock } from '../shared/loader/child-blocks';
import { statusOf, type ExtensionStatus } from '../shared/loader/release';
import { isPlanSlug, type PlanSlug } from '../shared/plans/catalog';
import { blockFolders, bySlug, pluginFolders } from './folders';

const STATUSES: ExtensionStatus[] = [ 'production', 'beta', 'experimental' ];

/** What the `tessera` section of a block.json or plugin.json says, defaults filled in. */
interface Release {
	status: ExtensionStatus;
	/** The cheapest plan that includes the extension; free without one. */
	plan: PlanSlug;
	/**
	 * Whether its job needs the Tessera service (a form's responses are stored there, a payment is
	 * charged there), so that a WordPress site not connected to one cannot use it yet.
	 */
	needsConnection: boolean;
}

/**
 * Reads and checks the `tessera` section: any status or plan but the known ones throws, naming
 * the extension, so that a typo cannot quietly release or give away an extension (an unknown
 * plan would count as included in every plan).
 *
 * @param metadata         The parsed block.json or plugin.json.
 * @param metadata.name    The extension's name, for the error.
 * @param metadata.tessera Its `tessera` section.
 */
export function readRelease( metadata: {
	name: string;
	tessera?: unknown;
} ): Release {
	const { name, tessera = {} } = metadata;
	if (
		typeof tessera !== 'object' ||
		tessera === null ||
		Array.isArray( tessera )
	) {
		throw new Error(
			`${ name }: tessera must be an object with status and plan.`
		);
	}
	const { status, plan, needsConnection } = tessera as Record<
		string,
		unknown
	>;
	if (
		status !== undefined &&
		! STATUSES.includes( status as ExtensionStatus )
	) {
		throw new Error(
			`${ name }: tessera.status must be production, beta or experimental.`
		);
	}
	if ( plan !== undefined && ! isPlanSlug( plan ) ) {
		throw new Error(
			`${ name }: tessera.plan must be free, personal, premium, business or ecommerce.`
		);
	}
	if (
		needsConnection !== undefined &&
		typeof needsConnection !== 'boolean'
	) {
		throw new Error(
			`${ name }: tessera.needsConnection must be true or false.`
		);
	}
	return {
		status: statusOf( metadata ),
		plan: ( plan as PlanSlug ) ?? 'free',
		needsConnection: needsConnection ?? false,
	};
}

interface CatalogEntry extends Release {
	/** The extension slug: `rating-star`, `social-previews`. */
	slug: string;
}

let catalog: CatalogEntry[] | undefined;

/** Blocks and editor plugins together, sorted by slug (read once: folders come with a restart). */
export function extensionCatalog(): CatalogEntry[] {
	catalog ??= [
		...blockFolders().filter(
			( folder ) => ! isChildBlock( folder.metadata )
		),
		...pluginFolders(),
	]
		.map( ( folder ) => ( {
			slug: folder.slug,
			...readRelease( { ...folder.metadata, name: folder.slug } ),
		} ) )
		.sort( bySlug );
	return catalog;
}
