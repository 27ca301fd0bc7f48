import { Component } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { useSelect } from '@wordpress/data';
import { store as blocksStore } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';
import { BlockFailure } from './block-failure';

interface FallbackProps {
	blockName?: string;
	error: Error;
	onRetry: () => void;
}

/** What a crashed block shows in its place: which block, what went wrong, and a retry. */
function BlockErrorFallback( { blockName, error, onRetry }: FallbackProps ) {
	const title = useSelect(
		( select ) =>
			( blockName &&
				select( blocksStore ).getBlockType( blockName )?.title ) ||
			__( 'This block', 'tessera' ),
		[ blockName ]
	);
	return (
		<BlockFailure
			message={ sprintf(
				/* translators: %s: block title. */
				__( '%s ran into an error and cannot be shown.', 'tessera' ),
				title
			) }
			error={ error }
			onRetry={ onRetry }
		/>
	);
}

interface BoundaryProps {
	blockName?: string;
	children: ReactNode;
}

interface BoundaryState {
	error: Error | null;
}

/**
 * Keeps a crash in one block's edit inside that block. React offers error boundaries only as
 * class components, hence the class.
 */
export class BlockErrorBoundary extends Component<
	BoundaryProps,
	BoundaryState
> {
	state: BoundaryState = { error: null };

	static getDerivedStateFromError( error: unknown ): BoundaryState {
		return {
			error:
				error instanceof Error ? error : new Error( String( error ) ),
		};
	}

	retry = () => this.setState( { error: null } );

	render() {
		const { error } = this.state;
		if ( error ) {
			return (
				<BlockErrorFallback
					blockName={ this.props.blockName }
					error={ error }
					onRetry={ this.retry }
				/>
			);
		}
		return this.props.children;
	}
}

/**
 * Wraps a block's edit component in the boundary. The loader applies it to every Tessera block.
 *
 * @param Edit The block's edit component.
 */
export function withBlockErrorBoundary< Props extends object >(
	Edit: ComponentType< Props >
): ComponentType< Props > {
	function EditWithErrorBoundary( props: Props ) {
		// Block edits get the block's name among their props.
		const { name } = props as { name?: string };
		return (
			<BlockErrorBoundary blockName={ name }>
				<Edit { ...props } />
			</BlockErrorBoundary>
		);
	}
	EditWithErrorBoundary.displayName = `WithBlockErrorBoundary(${
		Edit.displayName || Edit.name || 'Edit'
	})`;
	return EditWithErrorBoundary;
}
