import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import {
	LinkCardPreview,
	MicroblogPreview,
	SearchResultPreview,
} from '../../../shared/previews';
import type { PostPreviewData } from './use-post-data';

type ServiceName = 'google' | 'facebook' | 'twitter';

export interface PreviewService {
	name: ServiceName;
	title: string;
	render: ( data: PostPreviewData ) => ReactNode;
}

/** The modal's tabs, in order. */
export function getServices(): PreviewService[] {
	return [
		{
			name: 'google',
			title: __( 'Google Search', 'tessera' ),
			render: ( { url, title, description } ) => (
				<SearchResultPreview
					url={ url }
					title={ title }
					description={ description }
				/>
			),
		},
		{
			name: 'facebook',
			title: __( 'Facebook', 'tessera' ),
			render: ( { url, title, description, image, author } ) => (
				<LinkCardPreview
					url={ url }
					title={ title }
					description={ description }
					image={ image }
					author={ author }
					type="summary_large_image"
				/>
			),
		},
		{
			name: 'twitter',
			title: __( 'Twitter', 'tessera' ),
			render: ( { posts } ) => <MicroblogPreview posts={ posts } />,
		},
	];
}
