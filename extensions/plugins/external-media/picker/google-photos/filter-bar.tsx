import {
	Button,
	Dropdown,
	MenuGroup,
	MenuItem,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { ReactNode } from 'react';
import { googlePhotosCategories } from '../../../../../shared/external-media/constants';
import {
	addableFilters,
	defaultFilterValue,
	removeFilter,
	setFilter,
	type FilterName,
	type FixedType,
	type PhotoFilters,
} from '../../../../../shared/external-media/filters';
import { DateFilter } from './date-filter';

function filterLabels(): Record< FilterName, string > {
	return {
		category: __( 'Category', 'tessera' ),
		date: __( 'Date', 'tessera' ),
		favorite: __( 'Favorites', 'tessera' ),
		mediaType: __( 'Media Type', 'tessera' ),
	};
}

interface FilterBarProps {
	filters: PhotoFilters;
	/** The media type the block forces, if any. */
	fixed: FixedType;
	disabled: boolean;
	onChange: ( filters: PhotoFilters ) => void;
}

/** The photo library's filters in use, each removable, and 'Add Filter' for the others. */
export function FilterBar( {
	filters,
	fixed,
	disabled,
	onChange,
}: FilterBarProps ) {
	const set = < K extends FilterName >( name: K, value: PhotoFilters[ K ] ) =>
		onChange( setFilter( filters, name, value, fixed ) );
	const locked = ( name: FilterName ) => name === 'mediaType' && !! fixed;

	const controls: Record< FilterName, () => ReactNode > = {
		category: () => (
			<SelectControl
				label={ __( 'Category', 'tessera' ) }
				value={ filters.category }
				options={ googlePhotosCategories() }
				disabled={ disabled }
				onChange={ ( value ) => set( 'category', value ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		),
		date: () => (
			<DateFilter
				value={ filters.date! }
				disabled={ disabled }
				onChange={ ( value ) => set( 'date', value ) }
			/>
		),
		favorite: () => (
			<span className="tessera-external-media__filter-label">
				{ __( 'Favorites', 'tessera' ) }
			</span>
		),
		mediaType: () => (
			<SelectControl
				label={ __( 'Type', 'tessera' ) }
				value={ filters.mediaType }
				options={ [
					{ value: 'all', label: __( 'All', 'tessera' ) },
					{ value: 'photo', label: __( 'Images', 'tessera' ) },
					{ value: 'video', label: __( 'Videos', 'tessera' ) },
				] }
				disabled={ disabled || !! fixed }
				onChange={ ( value ) =>
					set( 'mediaType', value as PhotoFilters[ 'mediaType' ] )
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		),
	};

	const active = ( Object.keys( controls ) as FilterName[] ).filter(
		( name ) => name in filters
	);
	const addable = addableFilters( filters, fixed );
	const labels = filterLabels();
	return (
		<div className="tessera-external-media__filters">
			{ active.map( ( name ) => (
				<div className="tessera-external-media__filter" key={ name }>
					{ controls[ name ]() }
					{ ! locked( name ) && (
						<Button
							icon={ closeSmall }
							label={ __( 'Remove Filter', 'tessera' ) }
							disabled={ disabled }
							onClick={ () =>
								onChange( removeFilter( filters, name, fixed ) )
							}
							size="small"
						/>
					) }
				</div>
			) ) }
			{ addable.length > 0 && (
				<Dropdown
					// In place, not in the editor's popover slot: the modal hides the rest of the page from assistive technology.
					popoverProps={ { inline: true, placement: 'bottom-start' } }
					renderToggle={ ( { onToggle, isOpen } ) => (
						<Button
							variant="tertiary"
							onClick={ onToggle }
							aria-expanded={ isOpen }
							disabled={ disabled }
							__next40pxDefaultSize
						>
							{ __( 'Add Filter', 'tessera' ) }
						</Button>
					) }
					renderContent={ ( { onClose } ) => (
						<MenuGroup label={ __( 'Filters', 'tessera' ) }>
							{ addable.map( ( name ) => (
								<MenuItem
									key={ name }
									onClick={ () => {
										onClose();
										set( name, defaultFilterValue( name ) );
									} }
								>
									{ labels[ name ] }
								</MenuItem>
							) ) }
						</MenuGroup>
					) }
				/>
			) }
		</div>
	);
}
