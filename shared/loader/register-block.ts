import { getBlockType, registerBlockType } from '@wordpress/blocks';
import type { BlockConfiguration } from '@wordpress/blocks';
import { _x } from '@wordpress/i18n';

import { withBlockErrorBoundary } from '../components/block-error-boundary';
import { connectionRequiredEdit } from './connection-required';
import { withFrontendBannerAttribute, withUpgradeBanner } from '../paid-blocks';
import { labelTitle } from './title-labels';
import type { TitleLabel } from './registration-decision';
import type { BlockJson, BlockModule } from './types';

/**
 * The block's title translated as the blocks package translates block.json titles, so that a
 * labelled title is still translated.
 *
 * @param metadata The block's block.json.
 */
function translatedTitle( metadata: BlockJson ): string {
	const textdomain =
		typeof metadata.textdomain === 'string'
			? metadata.textdomain
			: 'tessera';
	// eslint-disable-next-line @wordpress/i18n-no-variables, @wordpress/i18n-text-domain
	return _x( metadata.title, 'block title', textdomain );
}

/**
 * The edit the editor runs: inside the error boundary, and for a paid block under its upgrade
 * banner (outside the boundary, so that the way to upgrade stays when the block crashes).
 *
 * @param edit      The block's edit.
 * @param blockName The block's name.
 * @param isPaid    Whether the site lacks the block's plan.
 */
function wrapEdit(
	edit: NonNullable< BlockModule[ 'settings' ][ 'edit' ] >,
	blockName: string,
	isPaid: boolean
) {
	const guarded = withBlockErrorBoundary( edit );
	return isPaid ? withUpgradeBanner( guarded, blockName ) : guarded;
}

/**
 * Registers one block from its block.json and settings, its edit wrapped in the error
 * boundary (and a paid block's with the upgrade banner and its `shouldDisplayFrontendBanner`
 * attribute), unless a block of that name is registered already.
 *
 * A block waiting for the site's connection to the Tessera service gets, in place of its edit,
 * the notice saying so: its edit would call a service the site cannot reach yet. Its save stays,
 * so that a post holding the block keeps it whole.
 *
 * @param module             The block module (extensions/blocks/<slug>/index.ts).
 * @param labels             Labels for the title (none for child blocks).
 * @param waitsForConnection Whether the block waits for the connection.
 * @return The block's name if it was registered now; nothing otherwise.
 */
export function registerBlockModule(
	module: BlockModule,
	labels: TitleLabel[] = [],
	waitsForConnection = false
): string[] {
	const { settings } = module;
	const isPaid = labels.includes( 'paid' );
	const metadata = isPaid
		? withFrontendBannerAttribute( module.metadata )
		: module.metadata;
	if ( getBlockType( metadata.name ) ) {
		return [];
	}
	const edit = waitsForConnection
		? connectionRequiredEdit( metadata.name )
		: settings.edit && wrapEdit( settings.edit, metadata.name, isPaid );
	registerBlockType( metadata as unknown as BlockConfiguration, {
		...settings,
		...( labels.length
			? { title: labelTitle( translatedTitle( metadata ), labels ) }
			: {} ),
		...( edit ? { edit } : {} ),
	} );
	return [ metadata.name ];
}
