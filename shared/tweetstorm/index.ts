export * from './types';
export { splitBlocks, MEDIA_PER_TWEET } from './splitter';
export { splitText } from './split-text';
export { tweetWeight, TWEET_LENGTH, URL_WEIGHT } from './weight';
export * from './thread';
