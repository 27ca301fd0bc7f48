import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';
import { playerCrashMessage } from '../player/crash';

interface State {
	crashed: boolean;
}

/** The player crash message in place of a preview that threw (error boundaries are classes). */
export class PlayerErrorBoundary extends Component<
	{ children: ReactNode },
	State
> {
	state: State = { crashed: false };

	static getDerivedStateFromError(): State {
		return { crashed: true };
	}

	render() {
		return this.state.crashed ? (
			<p className="tessera-podcast-player__crash" role="alert">
				{ playerCrashMessage() }
			</p>
		) : (
			this.props.children
		);
	}
}
