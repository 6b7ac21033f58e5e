// The wire: every REST body, socket frame, render item and message metadata, as zod schemas and
// their types, and zod-free types and constants (chat-types, message-metadata, render-items,
// chat-socket, re-exported by chat). Server and web import from here; a change to the API is a
// change here first.
export * from './common';
export * from './auth';
export * from './contact';
export * from './admin';
export * from './files';
export * from './rca';
export * from './chat';
export * from './mcp';
export * from './analyst-query';
export * from './connections';
