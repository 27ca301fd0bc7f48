import { NoticeList } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';

interface BlockNotice {
	id: string;
	content: string;
}

/**
 * Error notices shown in the block itself (its notice area, as `withNotices` gives class
 * components), each dismissible: an upload error stays beside the picker that failed.
 */
export function useBlockNotices() {
	const [ notices, setNotices ] = useState< BlockNotice[] >( [] );
	const next = useRef( 0 );
	const createErrorNotice = ( content: string ) => {
		next.current += 1;
		const id = `upload-error-${ next.current }`;
		setNotices( ( list ) => [ ...list, { id, content } ] );
	};
	const noticeUI = notices.length ? (
		<NoticeList
			notices={ notices.map( ( notice ) => ( {
				...notice,
				status: 'error' as const,
				isDismissible: true,
			} ) ) }
			onRemove={ ( id: string ) =>
				setNotices( ( list ) =>
					list.filter( ( notice ) => notice.id !== id )
				)
			}
		/>
	) : null;
	return { noticeUI, createErrorNotice };
}
