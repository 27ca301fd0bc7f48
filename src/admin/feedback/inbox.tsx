import { Button, Notice } from '@wordpress/components';
import { DataViews, type View } from '@wordpress/dataviews';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import {
	bulkAction,
	exportUrl,
	fetchFeedback,
	type BulkAction,
	type FeedbackItem,
	type FeedbackPage,
} from './api';
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

const EMPTY: FeedbackPage = {
	items: [],
	total: 0,
	pages: 0,
	counts: { publish: 0, spam: 0, trash: 0, unread: 0 },
};

function statusOf( view: View ): string {
	const filter = view.filters?.find( ( f ) => f.field === 'status' );
	return typeof filter?.value === 'string' ? filter.value : 'publish';
}

/** The Feedback screen: DataViews over `/wp/v2/feedback`. */
export function FeedbackInbox() {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const [ page, setPage ] = useState< FeedbackPage >( EMPTY );
	const [ loading, setLoading ] = useState( true );
	const [ error, setError ] = useState( '' );
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

	const load = useCallback( () => {
		setLoading( true );
		fetchFeedback( query )
			.then( ( result ) => {
				setPage( result );
				setError( '' );
			} )
			.catch( ( failure: { message?: string } ) =>
				setError(
					failure.message ?? 'The responses could not be loaded.'
				)
			)
			.finally( () => setLoading( false ) );
	}, [ query ] );
	useEffect( load, [ load ] );

	const run = useCallback(
		( action: BulkAction, items: FeedbackItem[] ) => {
			bulkAction(
				action,
				items.map( ( item ) => item.id )
			)
				.then( () => {
					setSelection( [] );
					load();
				} )
				.catch( ( failure: { message?: string } ) =>
					setError( failure.message ?? 'The action failed.' )
				);
		},
		[ load ]
	);
	const fields = useMemo(
		() => feedbackFields( page.counts ),
		[ page.counts ]
	);
	const actions = useMemo( () => feedbackActions( run ), [ run ] );

	return (
		<>
			<div className="tessera-feedback__heading">
				<h1>Feedback</h1>
				<p className="tessera-feedback__counts" role="status">
					{ `Inbox (${ page.counts.publish }) · Spam (${ page.counts.spam }) · Trash (${ page.counts.trash }) · ${ page.counts.unread } unread` }
				</p>
				<Button
					variant="secondary"
					href={ exportUrl( query ) }
					__next40pxDefaultSize
				>
					Export CSV
				</Button>
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
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
		</>
	);
}
