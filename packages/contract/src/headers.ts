// Header names shared by the client and the server. Kept free of zod so that the web client can
// import them without pulling the schema library into every page's first chunk.
export const REQUEST_ID_HEADER = 'x-request-id';
