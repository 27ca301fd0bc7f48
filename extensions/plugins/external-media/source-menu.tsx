import {
	Dropdown,
	MenuGroup,
	MenuItem,
	NavigableMenu,
} from '@wordpress/components';
import type { ComponentType } from 'react';
import { lazy, Suspense, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MediaSource } from '../../../shared/external-media/types';
import { menuSources, type MediaUploadProps } from './sources';

const PickerModal = lazy( () => import( './picker/picker-modal' ) );

/**
 * A block's media button, opening a menu of sources instead: the editor's own media library
 * (`library`, the MediaUpload this one wraps) or an external service, whose picker loads the
 * first time one is chosen.
 */
export function SourceMenu( {
	library: Library,
	...props
}: MediaUploadProps & { library: ComponentType< MediaUploadProps > } ) {
	const [ source, setSource ] = useState< MediaSource | null >( null );
	return (
		<>
			<Library
				{ ...props }
				render={ ( { open: openLibrary } ) => (
					<Dropdown
						className="tessera-external-media__menu-toggle"
						popoverProps={ { placement: 'bottom-start' } }
						renderToggle={ ( { onToggle } ) =>
							props.render( { open: onToggle } )
						}
						renderContent={ ( { onClose } ) => (
							<NavigableMenu
								aria-label={ __( 'Media sources', 'tessera' ) }
							>
								<MenuGroup>
									{ menuSources( props.allowedTypes ).map(
										( entry ) => (
											<MenuItem
												key={ entry.source }
												onClick={ () => {
													onClose();
													if (
														entry.source ===
														'library'
													) {
														openLibrary();
													} else {
														setSource(
															entry.source
														);
													}
												} }
											>
												{ entry.label }
											</MenuItem>
										)
									) }
								</MenuGroup>
							</NavigableMenu>
						) }
					/>
				) }
			/>
			{ source && (
				<Suspense fallback={ null }>
					<PickerModal
						{ ...props }
						source={ source }
						onClose={ () => setSource( null ) }
					/>
				</Suspense>
			) }
		</>
	);
}
