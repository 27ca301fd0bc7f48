import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** What an embed block shows while it resolves the address it was given. */
export default function EmbedLoading() {
	return (
		<div className="wp-block-embed is-loading tessera-embed-loading">
			<Spinner />
			<p>{ __( 'Embedding…', 'tessera' ) }</p>
		</div>
	);
}
