import type { Db } from './db';
import { stmt } from './statements';

export interface StoredEvent {
	id: number;
	name: string;
	properties: Record< string, string >;
	userId: number;
	recordedGmt: string;
}

interface EventRow {
	id: number;
	event_name: string;
	properties: string;
	user_id: number;
	recorded_gmt: string;
}

export function insertEvent(
	db: Db,
	event: Omit< StoredEvent, 'id' >
): number {
	const result = stmt(
		db,
		'INSERT INTO analytics_events ( event_name, properties, user_id, recorded_gmt ) VALUES ( ?, ?, ?, ? )'
	).run(
		event.name,
		JSON.stringify( event.properties ),
		event.userId,
		event.recordedGmt
	);
	return Number( result.lastInsertRowid );
}

/** Newest first; only `name`'s events when given. */
export function listEvents(
	db: Db,
	options: { name?: string; limit: number }
): StoredEvent[] {
	const rows = (
		options.name
			? stmt(
					db,
					'SELECT * FROM analytics_events WHERE event_name = ? ORDER BY id DESC LIMIT ?'
				).all( options.name, options.limit )
			: stmt(
					db,
					'SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?'
				).all( options.limit )
	) as EventRow[];
	return rows.map( ( row ) => ( {
		id: row.id,
		name: row.event_name,
		properties: JSON.parse( row.properties ) as Record< string, string >,
		userId: row.user_id,
		recordedGmt: row.recorded_gmt,
	} ) );
}
