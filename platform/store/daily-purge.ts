const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a table's purge now and then once a day, so that the table does not keep rows for ever.
 * The timer does not keep the process alive; the returned function stops it (call it before the
 * database closes).
 */
export function purgeNowAndDaily( purge: () => void ): () => void {
	purge();
	const timer = setInterval( purge, PURGE_INTERVAL_MS );
	timer.unref();
	return () => clearInterval( timer );
}
