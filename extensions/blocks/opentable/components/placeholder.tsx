import {
	Button,
	ExternalLink,
	Notice,
	Placeholder,
} from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import RestaurantPicker from './restaurant-picker';

export const SIGN_UP_URL = 'https://restaurant.opentable.com/get-started/';
export const LEARN_MORE_URL =
	'https://wordpress.com/support/wordpress-editor/blocks/opentable-block/';

interface Props {
	icon: JSX.Element;
	rids: string[];
	error: boolean;
	onRidsChange: ( rids: string[] ) => void;
	onInputChange: ( text: string ) => void;
	onSubmit: () => void;
}

/** The empty block: a restaurant name (picker) or a pasted embed code, 'Embed', and links. */
export default function OpentablePlaceholder( props: Props ) {
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		props.onSubmit();
	};
	return (
		<Placeholder
			icon={ props.icon }
			label={ __( 'OpenTable', 'tessera' ) }
			instructions={ __(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
				'tessera'
			) }
			notices={
				props.error ? (
					<Notice status="error" isDismissible={ false }>
						{ __(
							'We ran into an issue – Please ensure this embed matches the one from your OpenTable account',
							'tessera'
						) }
					</Notice>
				) : undefined
			}
		>
			<form
				className="wp-block-tessera-opentable__form"
				onSubmit={ submit }
			>
				<RestaurantPicker
					rids={ props.rids }
					onChange={ props.onRidsChange }
					onInputChange={ props.onInputChange }
				/>
				<Button variant="secondary" type="submit" __next40pxDefaultSize>
					{ _x( 'Embed', 'button label', 'tessera' ) }
				</Button>
			</form>
			<div className="wp-block-tessera-opentable__links">
				<ExternalLink href={ SIGN_UP_URL }>
					{ __( 'Sign up for OpenTable', 'tessera' ) }
				</ExternalLink>
				<ExternalLink href={ LEARN_MORE_URL }>
					{ __( 'Learn more', 'tessera' ) }
				</ExternalLink>
			</div>
		</Placeholder>
	);
}
