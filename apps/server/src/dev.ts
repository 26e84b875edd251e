// `npm run dev`: the same process as production, with Vite's middleware (hot reload) for the
// storefront and readable logs. tsx restarts it when server code changes.
process.env.NODE_ENV ??= "development";
await import("./main");
export {};
