import { Dropdown, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { settings } from '@wordpress/icons';
import FormSettings, { type FormSettingsProps } from './form-settings';

/** The toolbar's 'Edit Form Settings' dropdown: the sidebar panel's settings, under the toolbar. */
export default function FormSettingsDropdown( props: FormSettingsProps ) {
	return (
		<ToolbarGroup>
			<Dropdown
				popoverProps={ { placement: 'bottom-start' } }
				contentClassName="wp-block-tessera-contact-form__settings-popover"
				renderToggle={ ( { isOpen, onToggle } ) => (
					<ToolbarButton
						icon={ settings }
						label={ __( 'Edit Form Settings', 'tessera' ) }
						onClick={ onToggle }
						aria-expanded={ isOpen }
						aria-haspopup="true"
					/>
				) }
				renderContent={ () => <FormSettings { ...props } /> }
			/>
		</ToolbarGroup>
	);
}
