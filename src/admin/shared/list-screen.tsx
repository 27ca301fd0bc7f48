import { Notice } from '@wordpress/components';
import type { ReactNode } from 'react';

interface ListScreenProps {
	title: string;
	/** Beside the heading: a summary of counts, a status line. */
	summary?: ReactNode;
	/** At the heading's end: buttons such as 'Add New Post' or 'Export CSV'. */
	actions?: ReactNode;
	error?: string;
	children: ReactNode;
}

/** The frame every wp-admin list screen shares: heading, summary, buttons, error, then the list. */
export function ListScreen( {
	title,
	summary,
	actions,
	error,
	children,
}: ListScreenProps ) {
	return (
		<div className="tessera-admin-list">
			<div className="tessera-admin-list__heading">
				<h1>{ title }</h1>
				<div className="tessera-admin-list__summary">{ summary }</div>
				{ actions }
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ children }
		</div>
	);
}
