import { ExternalLink, Notice, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { calendar as icon } from '@wordpress/icons';
import EmbedForm from './embed-form';

export const HELP_URL =
	'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview';

interface Props {
	embedCode: string;
	error?: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
}

/** The block without an address: the input, 'Embed' and the help link, with the error above. */
export default function CalendlyPlaceholder( {
	embedCode,
	error,
	onChange,
	onSubmit,
}: Props ) {
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Calendly', 'tessera' ) }
			instructions={ __(
				'Enter your Calendly web address or embed code below.',
				'tessera'
			) }
			notices={
				error ? (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) : undefined
			}
		>
			<EmbedForm
				className="wp-block-tessera-calendly__embed-form"
				embedCode={ embedCode }
				onChange={ onChange }
				onSubmit={ onSubmit }
			/>
			<div className="wp-block-tessera-calendly__learn-more">
				<ExternalLink href={ HELP_URL }>
					{ __( 'Need help finding your embed code?', 'tessera' ) }
				</ExternalLink>
			</div>
		</Placeholder>
	);
}
