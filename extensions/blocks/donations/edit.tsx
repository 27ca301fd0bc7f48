import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { isRTL } from '@wordpress/i18n';

import type { EditorPostSelectors } from '../../../shared/post-editor/editor-selectors';
import { defaultTierAmounts } from './amounts';
import { CurrencyToolbar } from './components/currency-toolbar';
import { SettingsPanel } from './components/settings-panel';
import { LoadingError, StatusPrompt } from './components/status-prompt';
import { TabEditor } from './components/tab-editor';
import { tabAfterKey } from './tab-keys';
import { TABS, activeTabOrFallback, tabSettings, visibleTabs } from './tabs';
import type { DonationTab, DonationsAttributes, TabKey } from './types';
import { useDonationPlans } from './use-donation-plans';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DonationsAttributes > ) {
	const state = useDonationPlans( attributes, setAttributes );
	const [ active, setActive ] = useState< TabKey >( 'oneTimeDonation' );
	const current = activeTabOrFallback( attributes, active );
	const permalink = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as EditorPostSelectors & {
					getPermalink: () => string | null;
				}
			 ).getPermalink(),
		[]
	);
	useEffect( () => {
		if ( permalink && permalink !== attributes.fallbackLinkUrl ) {
			setAttributes( { fallbackLinkUrl: permalink } );
		}
	}, [ permalink, attributes.fallbackLinkUrl, setAttributes ] );

	const setTab = useCallback(
		( key: TabKey, changes: Partial< DonationTab > ) =>
			setAttributes( {
				[ key ]: { ...tabSettings( attributes, key ), ...changes },
			} as Partial< DonationsAttributes > ),
		[ attributes, setAttributes ]
	);

	const changeCurrency = ( currency: string ) => {
		const amounts = defaultTierAmounts( currency );
		const changes: Record< string, unknown > = { currency };
		for ( const tab of TABS ) {
			changes[ tab.key ] = {
				...tabSettings( attributes, tab.key ),
				amounts,
			};
		}
		setAttributes( changes as Partial< DonationsAttributes > );
	};

	const blockProps = useBlockProps();
	if ( state.kind === 'error' ) {
		return (
			<div { ...blockProps }>
				<LoadingError />
			</div>
		);
	}
	const tabs = visibleTabs( attributes );
	const tab = TABS.find( ( item ) => item.key === current )!;
	return (
		<div { ...blockProps }>
			<CurrencyToolbar
				currency={ attributes.currency }
				onChange={ changeCurrency }
			/>
			<SettingsPanel
				attributes={ attributes }
				setTab={ setTab }
				setAttributes={ setAttributes }
			/>
			<StatusPrompt state={ state } />
			<div className="donations__container">
				{ tabs.length > 1 && (
					<div className="donations__nav" role="tablist">
						{ tabs.map( ( item, index ) => (
							<button
								key={ item.key }
								type="button"
								role="tab"
								aria-selected={ item.key === current }
								// One stop in the tab order; the arrows move between the tabs.
								tabIndex={ item.key === current ? 0 : -1 }
								className={ `donations__nav-item${
									item.key === current ? ' is-active' : ''
								}` }
								onClick={ () => setActive( item.key ) }
								onKeyDown={ ( event ) => {
									const next = tabAfterKey(
										event.key,
										index,
										tabs.length,
										isRTL()
									);
									if ( next === null ) {
										return;
									}
									event.preventDefault();
									setActive( tabs[ next ].key );
									(
										event.currentTarget.parentElement
											?.children[ next ] as
											HTMLElement | undefined
									 )?.focus();
								} }
							>
								{ item.label() }
							</button>
						) ) }
					</div>
				) }
				<div className="donations__content" role="tabpanel">
					<TabEditor
						tab={ tab }
						settings={ tabSettings( attributes, current ) }
						attributes={ attributes }
						setTab={ ( changes ) => setTab( current, changes ) }
						setAttributes={ setAttributes }
					/>
				</div>
			</div>
		</div>
	);
}
