import { Button, Placeholder, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';
import { canAddForm, revueUsername } from '../username';

/** The first step: the account the form subscribes to. 'Add Form' waits for a name. */
export default function UsernameForm( {
	onAdd,
}: {
	onAdd: ( username: string ) => void;
} ) {
	const [ typed, setTyped ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );
	const add = () => {
		const username = revueUsername( typed );
		setInvalid( ! username );
		if ( username ) {
			onAdd( username );
		}
	};
	return (
		<Placeholder
			icon={ envelope }
			label={ __( 'Revue', 'tessera' ) }
			instructions={ __(
				'Add a subscription form for your Revue newsletter.',
				'tessera'
			) }
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					add();
				} }
			>
				<TextControl
					label={ __( 'Revue username', 'tessera' ) }
					placeholder={ __(
						'Enter your Revue username here…',
						'tessera'
					) }
					value={ typed }
					onChange={ ( value ) => {
						setTyped( value );
						setInvalid( false );
					} }
					help={
						invalid
							? __( 'That is not a Revue username.', 'tessera' )
							: undefined
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<Button
					variant="primary"
					type="submit"
					disabled={ ! canAddForm( typed ) }
				>
					{ __( 'Add Form', 'tessera' ) }
				</Button>
			</form>
		</Placeholder>
	);
}
