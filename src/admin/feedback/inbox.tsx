import { Button } from '@wordpress/components';
import { DataViews, type View } from '@wordpress/dataviews';
import { useCallback, useMemo, useState } from '@wordpress/element';
import {
	bulkAction,
	countsOf,
	exportUrl,
	SITE_INBOX_URL,
	feedbackPath,
	type BulkAction,
	type FeedbackItem,
} from './api';
import { ListScreen } from '../shared/list-screen';
import { useRestPage } from '../shared/use-rest-page';
import { feedbackActions } from './actions';
import { feedbackFields } from './fields';

/** `&status=spam` or `&status=trash` in the address opens that list (links from elsewhere). */
function statusFromAddress(): string {
	const status = new URLSearchParams( window.location.search ).get(
		'status'
	);
	return status === 'spam' || status === 'trash' ? status : 'publish';
}

const DEFAULT_VIEW: View = {
	type: 'table',
	search: '',
	page: 1,
	perPage: 20,
	filters: [
		{ field: 'status', operator: 'is', value: statusFromAddress() },
	],
	titleField: 'author',
	descriptionField: 'message',
	fields: [ 'source', 'date' ],
	layout: {},
};

function statusOf( view: View ): string {
	const filter = view.filters?.find( ( f ) => f.field === 'status' );
	return typeof filter?.value === 'string' ? filter.value : 'publish';
}

/** The Feedback screen: DataViews over `/wp/v2/feedback`. */
export function FeedbackInbox( {
	timeFormat,
	screenUrl = SITE_INBOX_URL,
}: {
	timeFormat: string;
	/** The screen's own address, which its links add to (`&feedback=ID`, `&export=csv`). */
	screenUrl?: string;
} ) {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const [ selection, setSelection ] = useState< string[] >( [] );
	const query = useMemo(
		() => ( {
			status: statusOf( view ),
			search: view.search ?? '',
			page: view.page ?? 1,
			perPage: view.perPage ?? 20,
		} ),
		[ view ]
	);
	const { page, loading, error, setError, reload } =
		useRestPage< FeedbackItem >( feedbackPath( query ) );
	const counts = countsOf( page.headers );

	const run = useCallback(
		( action: BulkAction, items: FeedbackItem[] ) => {
			bulkAction(
				action,
				items.map( ( item ) => item.id )
			)
				.then( () => {
					setSelection( [] );
					reload();
				} )
				.catch( ( failure: { message?: string } ) =>
					setError( failure.message ?? 'The action failed.' )
				);
		},
		[ reload, setError ]
	);
	const countsKey = JSON.stringify( counts );
	const fields = useMemo(
		() => feedbackFields( JSON.parse( countsKey ), timeFormat, screenUrl ),
		[ countsKey, timeFormat, screenUrl ]
	);
	const actions = useMemo( () => feedbackActions( run ), [ run ] );

	return (
		<ListScreen
			title="Feedback"
			summary={
				<p className="tessera-feedback__counts" role="status">
					{ `Inbox (${ counts.publish }) · Spam (${ counts.spam }) · Trash (${ counts.trash }) · ${ counts.unread } unread` }
				</p>
			}
			actions={
				<Button
					variant="secondary"
					href={ exportUrl( query, screenUrl ) }
					__next40pxDefaultSize
				>
					Export CSV
				</Button>
			}
			error={ error }
		>
			<DataViews< FeedbackItem >
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
				defaultLayouts={ { table: {}, list: {} } }
				isLoading={ loading }
				search
				searchLabel="Search responses"
				selection={ selection }
				onChangeSelection={ setSelection }
				empty={ <p>No responses found.</p> }
			/>
		</ListScreen>
	);
}
