/**
 * pinit.js, the embed script: each `<a data-pin-do="embedPin|embedBoard|embedUser" href>` becomes
 * a card drawn from the widget data (`/v3/pidgets/...`, read as JSONP like the real script), with
 * the link kept when nothing is found. Text goes in as text nodes; only https or same-site pictures are shown.
 */
export function pinitScript( bases: {
	widgets: string;
	images: string;
	site: string;
} ): string {
	return `(function () {
	var script = document.currentScript;
	var origin = script ? new URL( script.src ).origin : window.location.origin;
	var widgets = origin + ${ JSON.stringify( bases.widgets ) };
	var images = origin + ${ JSON.stringify( bases.images ) };
	function pathOf( href ) {
		var path;
		try { path = new URL( href ).pathname; } catch ( e ) { return ''; }
		// A link the site moved onto this stand-in keeps the page's path after the base.
		var site = ${ JSON.stringify( bases.site ) };
		return path.indexOf( site + '/' ) === 0 ? path.slice( site.length ) : path;
	}
	var calls = 0;
	// As the real script does: the data comes back as a script calling a named function, so
	// frames without an origin of their own (the editor's sandbox) can read it.
	function jsonp( address, done ) {
		var name = 'tesseraPinCallback' + ( ++calls );
		var tag = document.createElement( 'script' );
		window[ name ] = function ( answer ) {
			delete window[ name ];
			tag.remove();
			done( answer );
		};
		tag.src = address + ( address.indexOf( '?' ) < 0 ? '?' : '&' ) + 'callback=' + name;
		document.head.appendChild( tag );
	}
	function el( tag, className, text ) {
		var node = document.createElement( tag );
		if ( className ) { node.className = className; }
		if ( text ) { node.textContent = text; }
		return node;
	}
	function local( url ) {
		var real = 'https://i.pinimg.com/';
		return url.indexOf( real ) === 0 ? images + '/' + url.slice( real.length ) : url;
	}
	function pinCard( pin ) {
		var card = el( 'span', 'tessera-pin' );
		card.style.cssText = 'display:inline-block;width:237px;border-radius:16px;overflow:hidden;box-shadow:0 1px 4px rgba(0,0,0,.25);background:#fff;font:14px/1.4 system-ui,sans-serif;color:#111;vertical-align:top;margin:4px';
		var img = el( 'img' );
		img.src = local( pin.images[ '237x' ].url );
		img.alt = pin.description;
		img.width = 237;
		img.height = pin.images[ '237x' ].height;
		img.style.display = 'block';
		card.appendChild( img );
		card.appendChild( el( 'span', 'tessera-pin__description', pin.description ) ).style.cssText = 'display:block;padding:8px 12px 0';
		card.appendChild( el( 'span', 'tessera-pin__pinner', pin.pinner.full_name + ' · ' + pin.board.name ) ).style.cssText = 'display:block;padding:4px 12px 10px;color:#767676;font-size:12px';
		return card;
	}
	function draw( anchor, pins, title ) {
		var box = el( 'span', 'tessera-pin-widget' );
		box.setAttribute( 'data-pin-widget', anchor.getAttribute( 'data-pin-do' ) );
		if ( title ) {
			box.appendChild( el( 'strong', 'tessera-pin-widget__title', title ) ).style.cssText = 'display:block;font:600 16px system-ui,sans-serif;margin:4px';
		}
		pins.forEach( function ( pin ) { box.appendChild( pinCard( pin ) ); } );
		anchor.replaceWith( box );
	}
	function load( anchor ) {
		var kind = anchor.getAttribute( 'data-pin-do' );
		var parts = pathOf( anchor.href ).split( '/' ).filter( Boolean );
		var address;
		if ( kind === 'embedPin' && parts[ 0 ] === 'pin' ) {
			address = widgets + '/v3/pidgets/pins/info/?pin_ids=' + encodeURIComponent( parts[ 1 ] );
		} else if ( kind === 'embedBoard' && parts.length === 2 ) {
			address = widgets + '/v3/pidgets/boards/' + encodeURIComponent( parts[ 0 ] ) + '/' + encodeURIComponent( parts[ 1 ] ) + '/pins/';
		} else if ( kind === 'embedUser' && parts.length === 1 ) {
			address = widgets + '/v3/pidgets/users/' + encodeURIComponent( parts[ 0 ] ) + '/pins/';
		} else {
			return;
		}
		jsonp( address, function ( answer ) {
			if ( ! answer || answer.status !== 'success' ) { return; }
			if ( Array.isArray( answer.data ) ) {
				draw( anchor, answer.data );
			} else {
				draw( anchor, answer.data.pins, ( answer.data.board || answer.data.user ).name || answer.data.user.full_name );
			}
		} );
	}
	document.querySelectorAll( 'a[data-pin-do]' ).forEach( load );
}());
`;
}
