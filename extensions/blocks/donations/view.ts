/**
 * The Donations block on the visitor page: switches tabs (arrow keys, Home and End too), keeps the chosen tier
 * marked and the donate button pointing at it, and checks a custom amount as it is typed (it must
 * parse and reach the currency's minimum) before the donor can leave for the checkout.
 */
import { acceptedAmount } from './amounts';
import { tabAfterKey } from './tab-keys';

const BLOCK = '.wp-block-tessera-donations';

function withAmount( href: string, amount: number ): string {
	const url = new URL( href, window.location.href );
	url.searchParams.set( 'amount', String( amount ) );
	return url.toString();
}

function setupPanel( panel: HTMLElement, currency: string ) {
	const button = panel.querySelector< HTMLAnchorElement >(
		'.donations__donate-button'
	);
	if ( ! button ) {
		return;
	}
	const tiers = [
		...panel.querySelectorAll< HTMLAnchorElement >( '.donations__amount' ),
	];
	const input = panel.querySelector< HTMLInputElement >(
		'.donations__custom-amount'
	);
	const error = panel.querySelector< HTMLElement >(
		'.donations__custom-error'
	);
	const form = panel.querySelector< HTMLFormElement >( '.donations__custom' );
	let valid = true;
	const setValid = ( ok: boolean ) => {
		valid = ok;
		button.toggleAttribute( 'aria-disabled', ! ok );
		button.classList.toggle( 'is-disabled', ! ok );
		if ( error ) {
			error.hidden = ok;
		}
		input?.setAttribute( 'aria-invalid', ok ? 'false' : 'true' );
	};
	for ( const tier of tiers ) {
		tier.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			for ( const other of tiers ) {
				if ( other === tier ) {
					other.setAttribute( 'aria-current', 'true' );
				} else {
					other.removeAttribute( 'aria-current' );
				}
			}
			if ( input ) {
				input.value = '';
			}
			setValid( true );
			button.href = tier.href;
		} );
	}
	const checkCustom = (): number | null => {
		if ( ! input || input.value.trim() === '' ) {
			return null;
		}
		const amount = acceptedAmount( input.value, currency );
		setValid( amount !== null );
		if ( amount !== null ) {
			for ( const tier of tiers ) {
				tier.removeAttribute( 'aria-current' );
			}
			button.href = withAmount( button.href, amount );
		}
		return amount;
	};
	input?.addEventListener( 'input', checkCustom );
	form?.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( checkCustom() !== null ) {
			window.location.assign( button.href );
		} else {
			setValid( false );
			input?.focus();
		}
	} );
	button.addEventListener( 'click', ( event ) => {
		if ( ! valid ) {
			event.preventDefault();
			input?.focus();
		}
	} );
}

function setupTabs( block: HTMLElement ) {
	const tabs = [
		...block.querySelectorAll< HTMLButtonElement >(
			'.donations__nav-item'
		),
	];
	const panels = [
		...block.querySelectorAll< HTMLElement >( '.donations__panel' ),
	];
	const select = ( index: number, focus: boolean ) => {
		tabs.forEach( ( tab, i ) => {
			tab.setAttribute( 'aria-selected', String( i === index ) );
			tab.tabIndex = i === index ? 0 : -1;
			tab.classList.toggle( 'is-active', i === index );
		} );
		panels.forEach( ( panel, i ) => {
			panel.hidden = i !== index;
		} );
		if ( focus ) {
			tabs[ index ].focus();
		}
	};
	tabs.forEach( ( tab, index ) => {
		tab.addEventListener( 'click', () => select( index, false ) );
		tab.addEventListener( 'keydown', ( event ) => {
			const next = tabAfterKey(
				event.key,
				index,
				tabs.length,
				getComputedStyle( tab ).direction === 'rtl'
			);
			if ( next !== null ) {
				event.preventDefault();
				select( next, true );
			}
		} );
	} );
	if ( tabs.length > 1 ) {
		select( 0, false );
	}
}

function setup() {
	for ( const block of document.querySelectorAll< HTMLElement >( BLOCK ) ) {
		const currency = block.dataset.currency ?? 'USD';
		setupTabs( block );
		for ( const panel of block.querySelectorAll< HTMLElement >(
			'.donations__panel'
		) ) {
			setupPanel( panel, currency );
		}
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', setup );
} else {
	setup();
}
