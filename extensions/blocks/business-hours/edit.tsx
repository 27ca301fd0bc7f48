import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import DayEdit from './components/day-edit';
import HoursList from './components/hours-list';
import { replaceDay } from './day-changes';
import icon from './icon';
import { localeTag } from './locale';
import { useLocalizedWeek } from './use-localized-week';
import { normalizeDays, rotateWeek } from './week';
import type { BusinessHoursAttributes } from './types';

export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< BusinessHoursAttributes > ) {
	const blockProps = useBlockProps();
	const week = useLocalizedWeek();
	const days = normalizeDays( attributes.days );

	if ( ! week ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Loading business hours', 'tessera' ) }
				/>
			</div>
		);
	}

	const localized = rotateWeek( days, week.startOfWeek );
	if ( ! isSelected ) {
		return (
			<div { ...blockProps }>
				<HoursList
					days={ localized }
					week={ week }
					tag={ localeTag( document.documentElement.lang ) }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<div className="wp-block-tessera-business-hours__edit">
				{ localized.map( ( day ) => (
					<DayEdit
						key={ day.name }
						day={ day }
						label={ week.days[ day.name ] }
						onChange={ ( next ) =>
							setAttributes( { days: replaceDay( days, next ) } )
						}
					/>
				) ) }
			</div>
		</div>
	);
}
