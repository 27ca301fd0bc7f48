import {
	Dropdown,
	MenuGroup,
	MenuItem,
	NavigableMenu,
} from '@wordpress/components';
import { lazy, Suspense, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	menuSources,
	type MediaUploadProps,
	type PickerSource,
} from './sources';

const PickerModal = lazy( () => import( './picker/picker-modal' ) );

/**
 * A block's media button, opening a menu of sources instead: the site's library or an external
 * service, whose picker loads the first time one is chosen.
 */
export function SourceMenu( props: MediaUploadProps ) {
	const [ source, setSource ] = useState< PickerSource | null >( null );
	return (
		<>
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
											setSource( entry.source );
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
