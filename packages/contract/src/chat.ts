/**
 * The whole chat wire in one import: the zod-free types and constants (./chat-types,
 * ./message-metadata, ./render-items, ./chat-socket) and the schemas that check them
 * (./chat-schemas, ./render-item-schemas, ./chat-frames). A reader that does not validate imports
 * the zod-free modules directly, at no cost to its bundle.
 */
export * from './chat-types';
export * from './message-metadata';
export * from './render-items';
export * from './render-item-schemas';
export * from './chat-socket';
export * from './chat-frames';
export * from './chat-schemas';
