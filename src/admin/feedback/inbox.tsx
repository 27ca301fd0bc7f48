import { Button } from '@wordpress/components';
import { DataViews, type View } from '@wordpress/dataviews';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
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
					setError(
						failure.message ?? __( 'The action failed.', 'tessera' )
					)
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
			title={ __( 'Feedback', 'tessera' ) }
			summary={
				<p className="tessera-feedback__counts" role="status">
					{ sprintf(
						/* translators: 1: responses in the inbox, 2: marked as spam, 3: in the trash, 4: not read yet. */
						__(
							'Inbox (%1$d) · Spam (%2$d) · Trash (%3$d) · %4$d unread',
							'tessera'
						),
						counts.publish,
						counts.spam,
						counts.trash,
						counts.unread
					) }
				</p>
			}
			actions={
				<Button
					variant="secondary"
					href={ exportUrl( query, screenUrl ) }
					__next40pxDefaultSize
				>
					{ __( 'Export CSV', 'tessera' ) }
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
				searchLabel={ __( 'Search responses', 'tessera' ) }
				selection={ selection }
				onChangeSelection={ setSelection }
				empty={ <p>{ __( 'No responses found.', 'tessera' ) }</p> }
			/>
		</ListScreen>
	);
}
