/**
 * wp-admin's list screens (one entry, loaded on those pages only): WordPress's DataViews over the
 * REST collections, each mounted in the element its page prints.
 */
import { mountAdminScreen } from './shared/mount';
import { FeedbackInbox } from './feedback/inbox';
import { PostsList } from './posts/posts-list';
import '@wordpress/components/build-style/style.css';
import '@wordpress/dataviews/build-style/style.css';
import './shared/style.scss';
import './feedback/style.scss';
import './posts/style.scss';

mountAdminScreen( 'tessera-feedback-inbox', ( data ) => (
	<FeedbackInbox timeFormat={ data.timeFormat ?? 'g:i a' } />
) );

mountAdminScreen( 'tessera-posts-list', ( data ) => (
	<PostsList
		settings={ {
			postType: data.postType ?? 'post',
			restBase: data.restBase ?? 'posts',
			plural: data.plural ?? 'Posts',
			singular: data.singular ?? 'Post',
			userId: Number( data.userId ?? 0 ),
			editsOthers: data.editsOthers === '1',
			timeFormat: data.timeFormat ?? 'g:i a',
		} }
	/>
) );
