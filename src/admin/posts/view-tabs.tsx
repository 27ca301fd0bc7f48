import type { ViewCounts } from './use-view-counts';
import { POST_VIEWS, type PostViewSlug } from './views';

interface ViewTabsProps {
	current: PostViewSlug;
	counts: ViewCounts;
	onChoose: ( slug: PostViewSlug ) => void;
}

/** All (n) | Published (n) | Drafts (n) | Trash (n), as edit.php's status links. */
export function ViewTabs( { current, counts, onChoose }: ViewTabsProps ) {
	return (
		<ul className="tessera-posts__views" aria-label="Filter by status">
			{ POST_VIEWS.map( ( view ) => (
				<li key={ view.slug }>
					<button
						type="button"
						className="tessera-posts__view"
						aria-pressed={ view.slug === current }
						onClick={ () => onChoose( view.slug ) }
					>
						{ view.label }
						{ counts[ view.slug ] !== null && (
							<span className="tessera-posts__count">{ ` (${ counts[ view.slug ] })` }</span>
						) }
					</button>
				</li>
			) ) }
		</ul>
	);
}
