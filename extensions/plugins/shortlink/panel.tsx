import { PanelBody } from '@wordpress/components';
import type { EditorPostSelectors } from '../../../shared/post-editor/editor-selectors';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { TesseraPluginSidebar } from '../../../shared/plugin-sidebar';
import { CopyLinkInput } from '../../../shared/components/copy-link-input';

/**
 * The 'Shortlink' panel of the Tessera sidebar: the saved post's `jetpack_shortlink` (the server
 * computes it once the post is published), ready to copy.
 */
export function ShortlinkPanel() {
	const shortlink = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as EditorPostSelectors
			 ).getCurrentPostAttribute( 'jetpack_shortlink' ) as
				string | undefined,
		[]
	);
	if ( shortlink === undefined ) {
		return null;
	}
	return (
		<TesseraPluginSidebar>
			<PanelBody
				title={ __( 'Shortlink', 'tessera' ) }
				className="tessera-shortlink-panel"
			>
				{ shortlink ? (
					<CopyLinkInput
						link={ shortlink }
						label={ __( 'Shortlink', 'tessera' ) }
						hideLabelFromVision
					/>
				) : (
					<p>
						{ __(
							'The shortlink is ready once the post is published.',
							'tessera'
						) }
					</p>
				) }
			</PanelBody>
		</TesseraPluginSidebar>
	);
}
