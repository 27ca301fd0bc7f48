import { coreBlockJsons, registeredBlocks } from '../../content/block-registry';

export type Supports = Record< string, unknown >;

let coreSupports: Map< string, Supports > | null = null;

/** Every core block's `supports`, from the block.json files of @wordpress/block-library. */
function readCoreSupports(): Map< string, Supports > {
	return new Map(
		coreBlockJsons().map( ( type ) => [
			type.name,
			( type.supports ?? {} ) as Supports,
		] )
	);
}

/** The `supports` a registered block type declares (WP_Block_Type::$supports); none if unknown. */
export function blockTypeSupports( name: string ): Supports | undefined {
	if ( name.startsWith( 'core/' ) ) {
		coreSupports ??= readCoreSupports();
		return coreSupports.get( name );
	}
	return registeredBlocks().find( ( type ) => type.name === name )
		?.supports as Supports | undefined;
}

/** All core block types with their supports. */
export function coreBlockTypeSupports(): ReadonlyMap< string, Supports > {
	coreSupports ??= readCoreSupports();
	return coreSupports;
}

/** An object value, or an empty one for anything else (what PHP reads from a missing key). */
export function bag( value: unknown ): Record< string, unknown > {
	return value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: {};
}

/** block_has_support(): the feature is `true` or an object (even empty). */
function hasSupport(
	supports: Supports | undefined,
	feature: string
): boolean {
	const value = supports?.[ feature ];
	return value === true || ( !! value && typeof value === 'object' );
}

/** The block's layout support: `layout`, or the older `__experimentalLayout`. */
export function layoutSupport(
	supports: Supports | undefined
): Record< string, unknown > | null {
	if ( hasSupport( supports, 'layout' ) ) {
		return bag( supports!.layout );
	}
	if ( hasSupport( supports, '__experimentalLayout' ) ) {
		return bag( supports!.__experimentalLayout );
	}
	return null;
}
