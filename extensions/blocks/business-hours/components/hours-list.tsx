import { Fragment } from '@wordpress/element';
import { isComplete } from '../hours';
import {
	INTERVALS_SEPARATOR,
	INTERVAL_SEPARATOR,
	closedLabel,
} from '../labels';
import { formatTime } from '../locale';
import type { Day, LocalizedWeek } from '../types';

interface Props {
	/** The days in display order. */
	days: Day[];
	week: LocalizedWeek;
	/** BCP 47 tag of the clock to show times in. */
	tag: string;
}

/** The read-only week shown while the block is not selected, as the visitor page lists it. */
export default function HoursList( { days, week, tag }: Props ) {
	return (
		<dl className="wp-block-tessera-business-hours__days">
			{ days.map( ( day ) => {
				const intervals = day.hours.filter( isComplete );
				return (
					<div
						key={ day.name }
						className={ `wp-block-tessera-business-hours__day${
							intervals.length ? '' : ' is-closed'
						}` }
					>
						<dt className="wp-block-tessera-business-hours__name">
							{ week.days[ day.name ] }
						</dt>
						<dd className="wp-block-tessera-business-hours__hours">
							{ intervals.length === 0 && closedLabel() }
							{ intervals.map( ( interval, index ) => (
								// The separator stays outside the unbreakable interval, so a
								// narrow column (the inserter preview) wraps between intervals.
								<Fragment key={ index }>
									{ index > 0 && INTERVALS_SEPARATOR }
									<span className="wp-block-tessera-business-hours__interval">
										<time dateTime={ interval.opening }>
											{ formatTime(
												interval.opening,
												tag
											) }
										</time>
										{ INTERVAL_SEPARATOR }
										<time dateTime={ interval.closing }>
											{ formatTime(
												interval.closing,
												tag
											) }
										</time>
									</span>
								</Fragment>
							) ) }
						</dd>
					</div>
				);
			} ) }
		</dl>
	);
}
