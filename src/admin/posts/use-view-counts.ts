import { useEffect, useState } from '@wordpress/element';
import { fetchRestPage } from '../shared/use-rest-page';
import { postsPath, type PostsScreenSettings } from './api';
import { POST_VIEWS, type PostViewSlug } from './views';

export type ViewCounts = Record< PostViewSlug, number | null >;

const UNKNOWN: ViewCounts = {
	all: null,
	publish: null,
	draft: null,
	trash: null,
};

/**
 * How many posts each list holds (`X-WP-Total` of a one-row page per list), asked again whenever
 * `generation` changes, so the counts follow every action.
 *
 * @param settings   The screen's post type and user.
 * @param generation Bumped after each action.
 */
export function useViewCounts(
	settings: PostsScreenSettings,
	generation: number
): ViewCounts {
	const [ counts, setCounts ] = useState< ViewCounts >( UNKNOWN );
	useEffect( () => {
		let current = true;
		Promise.all(
			POST_VIEWS.map( ( view ) =>
				fetchRestPage(
					postsPath(
						settings,
						{
							statuses: view.statuses,
							search: '',
							page: 1,
							perPage: 1,
						},
						{ _fields: 'id' }
					)
				).then( ( page ): [ PostViewSlug, number ] => [
					view.slug,
					page.total,
				] )
			)
		)
			.then( ( totals ) => {
				if ( current ) {
					setCounts( Object.fromEntries( totals ) as ViewCounts );
				}
			} )
			.catch( () => current && setCounts( UNKNOWN ) );
		return () => {
			current = false;
		};
	}, [ settings, generation ] );
	return counts;
}
