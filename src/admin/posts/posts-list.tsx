import { Button } from '@wordpress/components';
import { DataViews, type View } from '@wordpress/dataviews';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { ListScreen } from '../shared/list-screen';
import { useRestPage } from '../shared/use-rest-page';
import { postActions } from './actions';
import { postsPath, type ListedPost, type PostsScreenSettings } from './api';
import { postFields } from './fields';
import { useViewCounts } from './use-view-counts';
import { ViewTabs } from './view-tabs';
import { statusesOf, viewFromAddress, type PostViewSlug } from './views';

/** `s=` and `paged=` in the address, as edit.php takes them (links and bookmarks keep working). */
function viewOfAddress(): View {
	const params = new URLSearchParams( window.location.search );
	return {
		type: 'table',
		search: params.get( 's' ) ?? '',
		page: Math.max(
			1,
			Number.parseInt( params.get( 'paged' ) ?? '', 10 ) || 1
		),
		perPage: 20,
		titleField: 'title',
		fields: [ 'author', 'status', 'date' ],
		layout: {},
	};
}

/** The posts (or pages) screen: DataViews over `/wp/v2/<rest_base>`, as the REST API allows. */
export function PostsList( { settings }: { settings: PostsScreenSettings } ) {
	const [ list, setList ] = useState< PostViewSlug >( () =>
		viewFromAddress( window.location.search )
	);
	const [ view, setView ] = useState< View >( viewOfAddress );
	const [ selection, setSelection ] = useState< string[] >( [] );
	// Kept apart from the list's own error, which the reload after an action clears.
	const [ actionError, setActionError ] = useState( '' );
	const path = postsPath(
		settings,
		{
			statuses: statusesOf( list ),
			search: view.search ?? '',
			page: view.page ?? 1,
			perPage: view.perPage ?? 20,
		},
		{ _embed: 'author' }
	);
	const { page, loading, error, reload, generation } =
		useRestPage< ListedPost >( path );
	const counts = useViewCounts( settings, generation );

	const shown = page.items.length;
	const done = useCallback(
		( count: number, failure?: string ) => {
			setSelection( [] );
			setActionError( failure ?? '' );
			// Every row of a later page gone: that page no longer exists, show the one before.
			if ( count >= shown && ( view.page ?? 1 ) > 1 ) {
				setView( { ...view, page: ( view.page ?? 1 ) - 1 } );
			}
			reload();
		},
		[ reload, shown, view ]
	);
	const fields = useMemo(
		() => postFields( settings.timeFormat ),
		[ settings.timeFormat ]
	);
	const actions = useMemo(
		() => postActions( settings, done ),
		[ settings, done ]
	);
	const choose = ( slug: PostViewSlug ) => {
		setList( slug );
		setSelection( [] );
		setView( { ...view, page: 1 } );
	};
	const newUrl = `/wp-admin/post-new.php${
		settings.postType === 'page' ? '?post_type=page' : ''
	}`;

	return (
		<ListScreen
			title={ settings.plural }
			summary={
				<ViewTabs
					current={ list }
					counts={ counts }
					onChoose={ choose }
				/>
			}
			actions={
				<Button variant="primary" href={ newUrl } __next40pxDefaultSize>
					{ `Add New ${ settings.singular }` }
				</Button>
			}
			error={ error || actionError }
		>
			<DataViews< ListedPost >
				data={ page.items }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				getItemId={ ( item ) => String( item.id ) }
				paginationInfo={ {
					totalItems: page.total,
					totalPages: page.pages,
				} }
				defaultLayouts={ { table: {} } }
				isLoading={ loading }
				search
				searchLabel={ `Search ${ settings.plural }` }
				selection={ selection }
				onChangeSelection={ setSelection }
				empty={
					<p>{ `No ${ settings.plural.toLowerCase() } found.` }</p>
				}
			/>
		</ListScreen>
	);
}
