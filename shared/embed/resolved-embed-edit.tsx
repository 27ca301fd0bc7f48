import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import { useConvertToLink } from './convert-to-link';
import EditUrlControl from './edit-url-control';
import EmbedLoading from './embed-loading';
import EmbedPlaceholder from './embed-placeholder';
import type { useResolvedEmbed } from './use-resolved-embed';

interface Props {
	/** The URL form's state (`useResolvedEmbed`). */
	form: ReturnType< typeof useResolvedEmbed >;
	/** Whether the saved attributes make an embed. */
	embedded: boolean;
	clientId: string;
	/** What the URL form says: its icon, title, instructions, input label and learn-more link. */
	placeholder: {
		icon: JSX.Element;
		label: string;
		instructions: string;
		inputLabel: string;
		learnMore: { href: string; label: string };
	};
	/** The embed once there is one, under the toolbar's 'Edit URL'. */
	children: ReactNode;
}

/**
 * The editor of an embed block whose address is followed through redirects before it is saved:
 * the spinner while it resolves, the URL form while there is no embed or the author edits the
 * address, and otherwise the embed with 'Edit URL' in the toolbar.
 */
export default function ResolvedEmbedEdit( {
	form,
	embedded,
	clientId,
	placeholder,
	children,
}: Props ) {
	const convertToLink = useConvertToLink( clientId, form.value.trim() );
	const blockProps = useBlockProps();

	if ( form.isResolving ) {
		return (
			<div { ...blockProps }>
				<EmbedLoading />
			</div>
		);
	}

	if ( form.isEditingUrl || ! embedded ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					{ ...placeholder }
					value={ form.value }
					onChange={ form.setValue }
					onSubmit={ form.embed }
					cannotEmbed={ form.cannotEmbed }
					onConvertToLink={ convertToLink }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<EditUrlControl onClick={ () => form.setIsEditingUrl( true ) } />
			{ children }
		</div>
	);
}
