import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, Spinner, VisuallyHidden } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

type Activation =
	| { status: 'idle' }
	| { status: 'activating' }
	| { status: 'failed'; error: string };

/** Enables the CRM's Jetpack Forms extension; `code` must come back as 'success'. */
async function enableFormsExtension(): Promise< void > {
	let result: unknown;
	try {
		result = await apiFetch( {
			path: '/jetpack/v4/jetpack_crm',
			method: 'POST',
			data: { extension: 'jetpackforms' },
		} );
	} catch ( error ) {
		const message = ( error as { message?: unknown } | null )?.message;
		throw new Error(
			typeof message === 'string' ? message : String( error )
		);
	}
	const code = ( result as { code?: unknown } | null )?.code;
	if ( code !== 'success' ) {
		throw new Error( String( code ) );
	}
}

/** The enable button for administrators: activating (spinner), then enabled or the error. */
export default function CrmExtensionActivation( {
	onEnabled,
}: {
	onEnabled: () => void;
} ) {
	const [ activation, setActivation ] = useState< Activation >( {
		status: 'idle',
	} );

	const enable = () => {
		setActivation( { status: 'activating' } );
		enableFormsExtension()
			.then( () => {
				setActivation( { status: 'idle' } );
				onEnabled();
			} )
			.catch( ( error: Error ) =>
				setActivation( { status: 'failed', error: error.message } )
			);
	};

	if ( activation.status === 'activating' ) {
		return (
			<p className="wp-block-tessera-contact-form__crm-activating">
				<Spinner />
				<VisuallyHidden>
					{ __( 'Enabling the Jetpack Forms extension…', 'tessera' ) }
				</VisuallyHidden>
			</p>
		);
	}
	if ( activation.status === 'failed' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the error message the CRM gave. */
					__(
						'The CRM Jetpack Form extension failed to activate. The error message was "%s".',
						'tessera'
					),
					activation.error
				) }
			</Notice>
		);
	}
	return (
		<>
			<p>
				{ __(
					"You can integrate this contact form with Jetpack CRM by enabling Jetpack CRM's Jetpack Forms extension.",
					'tessera'
				) }
			</p>
			<Button variant="secondary" onClick={ enable }>
				{ __( 'Enable Jetpack Forms Extension', 'tessera' ) }
			</Button>
		</>
	);
}
