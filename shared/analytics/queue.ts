import { isRecordableEventName } from './event-names';
import { pixelUrl, type EventProperties, type QueuedEvent } from './pixel';

const queue: QueuedEvent[] = [];
let scheduled: Promise< void > | null = null;
let inFlight: Promise< void > = Promise.resolve();

function send( event: QueuedEvent ): Promise< void > {
	// keepalive lets the request outlive the page, as an upgrade click leaves the editor at once.
	// Whatever happens to the request (even a fetch that throws), analytics never fails a caller.
	return Promise.resolve()
		.then( () =>
			fetch( pixelUrl( event ), {
				credentials: 'same-origin',
				keepalive: true,
			} )
		)
		.then(
			() => undefined,
			() => undefined
		);
}

/** Sends what is queued; resolves when the pixel has answered (or failed) for each event. */
export function flushAnalytics(): Promise< void > {
	return scheduled ?? inFlight;
}

/**
 * Records an analytics event: queued now, sent to the pixel after the current task, so a caller
 * never waits on the network. Only names with one of the two prefixes (`tessera_`, `jetpack_`)
 * are recorded; anything else is dropped here.
 *
 * @param name       Event name, `jetpack_editor_block_upgrade_click`.
 * @param properties Event properties, `{ plan: 'premium', block: 'tessera/markdown' }`.
 * @return Whether the event was queued.
 */
export function recordEvent(
	name: string,
	properties: EventProperties = {}
): boolean {
	if ( ! isRecordableEventName( name ) ) {
		return false;
	}
	queue.push( { name, properties, time: Date.now() } );
	scheduled ??= new Promise< void >( ( resolve ) =>
		setTimeout( resolve, 0 )
	).then( () => {
		scheduled = null;
		const sends = queue.splice( 0 ).map( send );
		inFlight = Promise.all( [ inFlight, ...sends ] ).then(
			() => undefined
		);
		return inFlight;
	} );
	return true;
}
