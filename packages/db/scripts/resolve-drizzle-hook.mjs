// Resolve hook for resolve-drizzle.mjs: retry drizzle-orm imports from packages/db.
const fromThisPackage = new URL("../package.json", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
      return nextResolve(specifier, { ...context, parentURL: fromThisPackage });
    }
    throw error;
  }
}
