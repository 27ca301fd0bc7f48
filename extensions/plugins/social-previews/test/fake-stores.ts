import { createReduxStore, createRegistry } from '@wordpress/data';
import type { Tweet, TweetCard } from '../../../../shared/tweetstorm/types';

/** The post fields the previews read, as core/editor would give them. */
export interface FakePost {
	id: number;
	title: string;
	excerpt: string;
	content: string;
	link: string;
	author: number;
	featured_media: number;
	status: string;
	date: string;
	meta: Record< string, unknown >;
}

export const POST: FakePost = {
	id: 42,
	title: 'Birds in flight',
	excerpt: '',
	content: '<!-- wp:paragraph --><p>Some content.</p><!-- /wp:paragraph -->',
	link: 'http://localhost:8888/2026/11/birds-in-flight/',
	author: 1,
	featured_media: 7,
	status: 'draft',
	date: '2026-11-22T12:00:00',
	meta: {},
};

/**
 * A registry with stand-ins for the stores the plugin reads by name (core/editor, core, and the
 * thread's store), holding one post, its author, its featured image and, when given, the tweets
 * the site parsed it into. Without `thread`, the thread's store is not registered (the share
 * panel has not loaded it).
 *
 * @param post          The post.
 * @param thread        The parsed thread, when the share panel has loaded it.
 * @param thread.tweets The parsed tweets.
 * @param thread.cards  The link cards, by address.
 */
export function fakeRegistry(
	post: FakePost,
	thread?: { tweets: Tweet[]; cards?: Record< string, TweetCard > }
) {
	const registry = createRegistry();
	const savePost = jest.fn( async () => {} );
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: ( state: FakePost = post ) => state,
			selectors: {
				getEditedPostAttribute: ( state: FakePost, name: string ) =>
					state[ name as keyof FakePost ],
				getEditedPostContent: ( state: FakePost ) => state.content,
				getPermalink: ( state: FakePost ) => state.link,
				getCurrentPostId: ( state: FakePost ) => state.id,
				getCurrentPostType: () => 'post',
				isEditedPostDirty: () => false,
				didPostSaveRequestFail: () => false,
			},
			actions: {
				savePost: () => {
					savePost();
					return { type: 'NOOP' };
				},
			},
		} )
	);
	registry.register(
		createReduxStore( 'core', {
			reducer: ( state = {} ) => state,
			selectors: {
				getMedia: ( _state: object, id: number ) =>
					id === 7
						? {
								source_url:
									'http://localhost:8888/uploads/bird.jpg',
							}
						: undefined,
				getUser: ( _state: object, id: number ) =>
					id === 1
						? {
								name: 'Alex Rivera',
								slug: 'alex',
								avatar_urls: {
									96: 'http://localhost:8888/wp-content/avatars/1.svg?s=96',
								},
							}
						: undefined,
				getPostType: () => ( { viewable: true } ),
			},
		} )
	);
	if ( thread ) {
		registry.register(
			createReduxStore( 'tessera/tweetstorm', {
				reducer: ( state = thread ) => state,
				selectors: {
					getTweets: ( state: typeof thread ) => state.tweets,
					getCards: ( state: typeof thread ) => state.cards ?? {},
				},
			} )
		);
	}
	return { registry, savePost };
}
