import { Warning, useBlockProps } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	/** What went wrong, in words. */
	message: string;
	error: Error;
	onRetry: () => void;
}

/** What a block shows instead of its edit when that failed: the message, the error, Retry. */
export function BlockFailure( { message, error, onRetry }: Props ) {
	return (
		<div { ...useBlockProps() }>
			<Warning
				actions={ [
					<Button key="retry" variant="secondary" onClick={ onRetry }>
						{ __( 'Retry', 'tessera' ) }
					</Button>,
				] }
			>
				{ message }
				<code className="tessera-block-error__message">
					{ error.message }
				</code>
			</Warning>
		</div>
	);
}
