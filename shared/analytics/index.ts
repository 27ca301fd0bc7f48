export { recordEvent, flushAnalytics } from './queue';
export { EVENT_NAME_PREFIXES, isRecordableEventName } from './event-names';
export { PIXEL_PATH } from './pixel';
export type { EventProperties } from './pixel';
